import { paths, type RouteId } from "@ondine/domain";
import type { QueryClient } from "@tanstack/react-query";
import { type ParsedLocation, redirect } from "@tanstack/react-router";
import { isApiError } from "../../api/api-error";
import { currentUserQueryOptions } from "../../features/auth/api/current-user-options";
import { clearAuthenticated, isAuthenticated } from "../../features/auth/auth-flag";

/**
 * Routing rules (docs/product.md#navigation-routing): the routes anyone may open. Every other route is
 * private: it needs the sign-in flag and a user whose roles allow it.
 */
export const publicRouteIds: ReadonlySet<RouteId> = new Set<RouteId>([
  "login",
  "logout",
  "passwordReset",
  "passwordCreate",
  "emailConfirm",
  "loginBeta",
  "identityProvider",
  "sponsor",
  "sponsorConfirm",
  "error",
  "ssoError",
  "terms",
  "privacy",
  "legalNotice",
]);

interface GuardArguments {
  context: { queryClient: QueryClient };
  location: ParsedLocation;
}

function toLogin(location: ParsedLocation) {
  return redirect({ to: paths.login, search: { redirect: location.href }, replace: true });
}

/**
 * A private route's `beforeLoad`: to the sign-in page when not signed in (or
 * when the server no longer knows the session), home when the roles do not
 * allow the route (docs/product.md#accounts-permissions).
 */
export async function requireAllowedUser(routeId: RouteId, { context, location }: GuardArguments): Promise<void> {
  if (!isAuthenticated()) throw toLogin(location);
  // Home allows everyone (the domain says so): no check, which keeps a loop impossible. The
  // check's chunk is fetched while the user is read, not after (route-permission.ts says why).
  const permission = routeId === "home" ? undefined : import("./route-permission");
  // Should the user's read fail too, that failure is the one reported.
  permission?.catch(() => undefined);
  // A cached user opens the page at once; a stale one is re-read behind it.
  const user = await context.queryClient
    .ensureQueryData({ ...currentUserQueryOptions(), revalidateIfStale: true })
    .catch((error: unknown) => {
      if (isApiError(error) && error.status === 401) {
        clearAuthenticated();
        context.queryClient.clear();
        throw toLogin(location);
      }
      // docs/security.md "Organism security": the session ended at this address; the sign-in page says so.
      if (isApiError(error) && error.code === "IP_NOT_ALLOWED") {
        clearAuthenticated();
        context.queryClient.clear();
        throw redirect({
          to: paths.login,
          search: { redirect: location.href, signed_out: "ip_not_allowed" },
          replace: true,
        });
      }
      throw error;
    });
  if (!permission) return;
  const { isRouteAllowed } = await permission;
  if (!isRouteAllowed(user, routeId)) throw redirect({ to: paths.home, replace: true });
}

/** docs/product.md#home-screen: the sign-in page sends a signed-in user home. */
export function leaveLoginWhenSignedIn(): void {
  if (isAuthenticated()) throw redirect({ to: paths.home, replace: true });
}
