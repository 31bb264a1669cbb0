import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCallWithoutAnswer } from "../../../api/client";
import { clearAuthenticated } from "../auth-flag";

/** GET /users/sign_out: ends the session server-side. */
export function signOut(): Promise<void> {
  return apiCallWithoutAnswer("GET", "/users/sign_out");
}

/**
 * docs/product.md#accounts-roles, docs/product.md#errors: logout clears the flag and every cached answer, whether or not
 * the server could be told ("Logout failures ignored").
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOut().catch(() => undefined),
    onSettled: () => {
      clearAuthenticated();
      queryClient.clear();
    },
  });
}
