import { type CurrentUser, paths, type RouteId } from "@ondine/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { isApiError } from "../../api/api-error";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { clearAuthenticated, useIsAuthenticated } from "../../features/auth/auth-flag";
import { publicRouteIds } from "../router/route-access";

/**
 * The signed-in user for the frame (menu, top menu, banner), or undefined
 * while signed out. When the server stops knowing the session (expired,
 * ended in another tab), the flag and cache go and a private page sends the
 * user to sign in again, back here afterwards (docs/product.md#accounts-passwords).
 */
export function useSignedInUser(routeId: RouteId | undefined): CurrentUser | undefined {
  const isAuthenticated = useIsAuthenticated();
  const currentUser = useCurrentUser({ enabled: isAuthenticated });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  const isSessionGone = isAuthenticated && isApiError(currentUser.error) && currentUser.error.status === 401;

  useEffect(() => {
    if (!isSessionGone) return;
    clearAuthenticated();
    queryClient.clear();
    if (routeId === undefined || !publicRouteIds.has(routeId)) {
      void navigate({ to: paths.login, search: { redirect: href }, replace: true });
    }
  }, [isSessionGone, routeId, href, navigate, queryClient]);

  return isAuthenticated ? currentUser.data : undefined;
}
