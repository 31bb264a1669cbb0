import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { RouteErrorScreen } from "../layout/route-error-screen";
import { ScreenLoader } from "../layout/screen-loader";
import { routeTree } from "./route-tree";

interface AppRouterOptions {
  queryClient: QueryClient;
  /** Tests pass a memory history; the browser's is the default. */
  history?: RouterHistory;
}

export function createAppRouter({ queryClient, history }: AppRouterOptions) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    // Hovering a menu entry starts loading its screen's chunk.
    defaultPreload: "intent",
    // The query cache decides freshness; the router should not cache on top.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: ScreenLoader,
    defaultErrorComponent: RouteErrorScreen,
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
