import { notFoundErrorKey } from "@ondine/domain";
import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, retainSearchParams } from "@tanstack/react-router";
import { isAuthenticated } from "../../features/auth/auth-flag";
import { ErrorPage } from "../../features/errors/components/error-page";
import { loadConsoleCatalogue } from "../../i18n/load-catalogue";
import { RootLayout } from "../layout/root-layout";
import { validateRootSearch } from "./root-search";
import { startSignedInPage } from "./start-signed-in-page";

export interface RouterContext {
  /** Loaders prefetch through it (`ensureQueryData`) so screens open with data. */
  queryClient: QueryClient;
  /** Starts loading the screens' chunks of these routes (the router's own loading, router.ts). */
  preloadScreens: (routeIds: string[]) => void;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  validateSearch: validateRootSearch,
  // docs/product.md#locations-selection: the selected location stays in the query from page to page.
  search: { middlewares: [retainSearchParams(["location_site", "location_organism"])] },
  // Signed in, every page (public ones too) shows the console's frame: its
  // texts are loaded before the page renders, so no key ever flashes.
  beforeLoad: async ({ context, matches }) => {
    if (!isAuthenticated()) return;
    startSignedInPage(context.queryClient);
    // The page's screen, beside the frame and the catalogue: the router would ask
    // for it only once the catalogue is in and the route's guard has the user.
    context.preloadScreens(matches.map((match) => match.routeId));
    await loadConsoleCatalogue();
  },
  component: RootLayout,
  // docs/product.md#navigation-routes: any path outside the route table falls to the error page.
  notFoundComponent: () => <ErrorPage errorKey={notFoundErrorKey} />,
});
