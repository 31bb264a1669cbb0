/**
 * The chunks screens draw with from files of their own (a route's `drawsWith`,
 * route-static-data.ts), which the page starts loading beside the screen's
 * chunk as it starts (router.ts) rather than once the screen has run.
 */

/** /: the home map (Leaflet and the markers' canvas). The sites come from the caller's locations, asked for on every page. */
export const homeMapChunk = () => import("../../features/home/map/home-map");

/** /network/status/monitoring: ECharts with the monitoring charts' types. */
export const monitoringChartsChunk = () => import("../../features/monitoring/components/echarts-setup");
