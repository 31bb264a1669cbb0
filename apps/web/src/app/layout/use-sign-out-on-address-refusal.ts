import { paths } from "@ondine/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { onAddressRefused } from "../../api/address-refusal";
import { clearAuthenticated, isAuthenticated } from "../../features/auth/auth-flag";

/**
 * docs/security.md "Organism security": when any call answers 403
 * IP_NOT_ALLOWED, the server has ended the session; the console forgets the
 * user and every cached answer and shows the sign-in page, which says why
 * (`login.error.ip_not_allowed`), back here once signed in from an allowed
 * address. A refused sign-in (not signed in yet) says so on its own form.
 */
export function useSignOutOnAddressRefusal(): void {
  const queryClient = useQueryClient();
  const router = useRouter();

  useEffect(
    () =>
      onAddressRefused(() => {
        if (!isAuthenticated()) return;
        clearAuthenticated();
        queryClient.clear();
        const here = router.state.location;
        const redirect = here.pathname === paths.login ? undefined : here.href;
        void router.navigate({ to: paths.login, search: { redirect, signed_out: "ip_not_allowed" }, replace: true });
      }),
    [queryClient, router],
  );
}
