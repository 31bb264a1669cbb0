import type { QueryClient } from "@tanstack/react-query";
import { type AnyRoute, createRouter, type RouterHistory } from "@tanstack/react-router";
import { isAuthenticated } from "../../features/auth/auth-flag";
import { RouteErrorScreen } from "../layout/route-error-screen";
import { ScreenLoader } from "../layout/screen-loader";
import { routeTree } from "./route-tree";
import { startSignedInPage } from "./start-signed-in-page";

interface AppRouterOptions {
  queryClient: QueryClient;
  /** Tests pass a memory history; the browser's is the default. */
  history?: RouterHistory;
}

export function createAppRouter({ queryClient, history }: AppRouterOptions) {
  // The router's own chunk loading, handed to the root route's guard through the
  // context once the router exists (the root route cannot import the route tree).
  let loadScreensOf: (routeIds: string[]) => void = () => undefined;
  const router = createRouter({
    routeTree,
    context: { queryClient, preloadScreens: (routeIds) => loadScreensOf(routeIds) },
    ...(history ? { history } : {}),
    // Hovering a menu entry starts loading its screen's chunk.
    defaultPreload: "intent",
    // The query cache decides freshness; the router should not cache on top.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: ScreenLoader,
    defaultErrorComponent: RouteErrorScreen,
    scrollRestoration: true,
  });
  const routes: Record<string, AnyRoute | undefined> = router.routesById;
  loadScreensOf = (routeIds) => {
    for (const routeId of routeIds) {
      const route = routes[routeId];
      if (!route) continue;
      // A failure shows when the route renders and imports its screen (or the screen its chunk) again.
      router.loadRouteChunk(route)?.catch(() => undefined);
      route.options.staticData?.drawsWith?.().catch(() => undefined);
    }
  };
  return router;
}

/**
 * A signed-in page's first reads (the user, the caller's locations) and its screens' chunks,
 * started as the entry runs, before React first draws the router: the root route's guard starts
 * the same once that draw has committed (a task of 60 to 200 ms on a first visit, before any
 * request left). Asking again there costs nothing: the query cache and the chunks' promises keep
 * what is under way.
 */
export function startSignedInPageNow(router: ReturnType<typeof createAppRouter>): void {
  if (!isAuthenticated()) return;
  const { queryClient, preloadScreens } = router.options.context;
  startSignedInPage(queryClient);
  const [matchedRoutes] = router.getMatchedRoutes(router.latestLocation.pathname);
  preloadScreens(matchedRoutes.map((route) => route.id));
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
