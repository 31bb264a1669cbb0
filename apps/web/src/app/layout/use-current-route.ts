import type { RouteId } from "@ondine/domain";
import { useRouterState } from "@tanstack/react-router";

/** The docs/product.md#navigation-routes route on screen; undefined when nothing matched (not-found page). */
export function useCurrentRouteId(): RouteId | undefined {
  return useRouterState({ select: (state) => state.matches.at(-1)?.staticData.routeId });
}

/** Whether the route on screen draws its own layout instead of the console's. */
export function useIsStandaloneRoute(): boolean {
  return useRouterState({ select: (state) => state.matches.at(-1)?.staticData.standalone === true });
}
