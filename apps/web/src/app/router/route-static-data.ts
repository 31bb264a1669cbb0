import type { RouteId } from "@ondine/domain";

// Every route names itself with its RouteId (docs/product.md#navigation-routes): the layout reads it to
// apply the header rules (showsMenu, showsLocationSearch) and the page title.
declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    routeId?: RouteId;
    /** Drawn without the console layout: the sign-in page has its own. */
    standalone?: boolean;
    /**
     * The chunks the screen draws with from their own files (Leaflet's, ECharts'):
     * loaded beside the screen's chunk as the page starts (router.ts), not once it runs.
     */
    drawsWith?: () => Promise<unknown>;
  }
}
