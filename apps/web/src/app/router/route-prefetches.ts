import type { QueryClient } from "@tanstack/react-query";
import { type MonitoringLocation, monitoringLocationOf } from "../../features/monitoring/monitoring-location";
import { validateRootSearch } from "./root-search";

/**
 * What a route's loader starts as the route matches (its guard passed), in
 * parallel with the screen's chunk: the screen's first reads, under the keys
 * its components read. The prefetching code comes with the screen's own
 * chunk (the loader imports that chunk, which the route loads anyway: a
 * chunk of its own would split the sign-in path's chunks further and weigh
 * on it), and starts before React draws the screen and its frame. The loader
 * does not wait for the reads: the screen draws as soon as its chunk is in.
 */
export type RoutePrefetch = (queryClient: QueryClient, search: Record<string, unknown>) => void;

/** What a screen's chunk exports for its route's loader: its reads for the selected location. */
export type ScreenPrefetch = (
  queryClient: QueryClient,
  location: MonitoringLocation,
  search: Record<string, unknown>,
) => void;

/** Starts a screen's reads for the selected location (none selected, none started) once its chunk is in. */
const fromScreen =
  (load: () => Promise<{ prefetchScreen: ScreenPrefetch }>): RoutePrefetch =>
  (queryClient, search) => {
    const location = monitoringLocationOf(validateRootSearch(search));
    if (!location) return;
    load().then(
      ({ prefetchScreen }) => prefetchScreen(queryClient, location, search),
      // A chunk that failed to load leaves the reads to the screen, which shows their failure.
      () => undefined,
    );
  };

/** /network/status/monitoring: the selected location's status, tiles and series. */
export const prefetchNetworkMonitoring = fromScreen(() => import("../screens/network-monitoring-screen"));

/** /statistics: the overview's traffic, audience and meters, its page's chunk and the map's. */
export const prefetchStatisticsOverview = fromScreen(() => import("../screens/statistics-overview-screen"));
