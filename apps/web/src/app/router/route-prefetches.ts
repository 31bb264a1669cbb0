import type { QueryClient } from "@tanstack/react-query";
import { monitoringLocationOf } from "../../features/monitoring/monitoring-location";
import type { RootSearch } from "./root-search";

/**
 * What a route's loader starts as the route matches (its guard passed), in
 * parallel with the screen's chunk: the screen's first reads, under the keys
 * its components read. The prefetching code comes with the screen's own
 * chunk (the loader imports that chunk, which the route loads anyway: a
 * chunk of its own would split the sign-in path's chunks further and weigh
 * on it), and starts before React draws the screen and its frame. The loader
 * does not wait for the reads: the screen draws as soon as its chunk is in.
 */
export type RoutePrefetch = (queryClient: QueryClient, search: RootSearch) => void;

/** /network/status/monitoring: the selected location's status, tiles and series. */
export const prefetchNetworkMonitoring: RoutePrefetch = (queryClient, search) => {
  const location = monitoringLocationOf(search);
  if (!location) return;
  import("../screens/network-monitoring-screen").then(
    ({ prefetchMonitoring }) => prefetchMonitoring(queryClient, location),
    // A chunk that failed to load leaves the reads to the screen, which shows their failure.
    () => undefined,
  );
};
