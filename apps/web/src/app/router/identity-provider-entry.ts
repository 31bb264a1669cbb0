import { paths } from "@ondine/domain";
import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { isApiError } from "../../api/api-error";
import { currentUserQueryOptions } from "../../features/auth/api/current-user-options";
import { clearAuthenticated, isAuthenticated, markAuthenticated } from "../../features/auth/auth-flag";
import { redirectUrlTarget } from "../../features/auth/redirect-target";
import { type IdentityProviderSearch, identityProviderStep } from "../../features/sso/identity-provider-search";

/**
 * The `beforeLoad` of those in docs/product.md#accounts-sso /account/identity_provider: every step but
 * the hand-over to the centre (an API address) is a redirect. After a sign-in the server did
 * by redirects (single sign-on, the beta hand-over back), the session is
 * read afresh: when it holds, the console is marked signed in and goes on.
 */
export async function enterIdentityProvider(search: IdentityProviderSearch, queryClient: QueryClient): Promise<void> {
  const step = identityProviderStep(search, isAuthenticated());
  switch (step.kind) {
    case "ssoError":
      throw redirect({ to: paths.ssoError, params: { error: step.error }, replace: true });
    case "logout":
      throw redirect({ to: paths.logout, replace: true });
    case "login":
      throw redirect({
        to: paths.login,
        search: step.redirectUrl ? { redirect_url: step.redirectUrl } : {},
        replace: true,
      });
    case "confirmSession": {
      try {
        await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
      } catch (error) {
        if (isApiError(error) && error.status === 401) {
          clearAuthenticated();
          throw redirect({ to: paths.login, search: { redirect: step.redirect }, replace: true });
        }
        throw error;
      }
      markAuthenticated();
      throw redirect({ href: step.redirect, replace: true });
    }
    case "centre": {
      // Only an API address leaves for the centre (the screen); a console page, or none, opens here.
      const target = redirectUrlTarget(step.redirectUrl);
      if (target?.kind !== "api") throw redirect({ href: target?.path ?? paths.home, replace: true });
      return;
    }
  }
}
