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
export type RoutePrefetch = (
  queryClient: QueryClient,
  search: Record<string, unknown>,
  address: MatchedAddress,
) => void;

/** The rest of the matched address: the path's parameters, and the hash (without `#`) some screens keep their state in. */
export interface MatchedAddress {
  params: Record<string, string | undefined>;
  hash: string;
}

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

/** Hands the matched address to the screen's chunk once it is in: its `prefetchScreen` reads it and starts the reads. */
const fromScreenAddress =
  (load: () => Promise<{ prefetchScreen: RoutePrefetch }>): RoutePrefetch =>
  (queryClient, search, address) => {
    load().then(
      ({ prefetchScreen }) => prefetchScreen(queryClient, search, address),
      // As above: the screen's own import fails the same way and shows it.
      () => undefined,
    );
  };

/** /: the statuses and counters of the location the home shows, once the caller's locations are in. */
export const prefetchHome = fromScreenAddress(() => import("../screens/home-screen"));

/** /codes/print/correlation/{id}: the batch's codes and what its sheets print with. */
export const prefetchCodesPrintCorrelation = fromScreenAddress(
  () => import("../screens/codes-print-correlation-screen"),
);

/** /codes/list: the list's first page, of the hash's state or, on a first open, of the selected location. */
export const prefetchCodesList = fromScreenAddress(() => import("../screens/codes-list-screen"));

/** /network/status/monitoring: the selected location's status, tiles and series. */
export const prefetchNetworkMonitoring = fromScreen(() => import("../screens/network-monitoring-screen"));

/** /statistics: the overview's traffic, audience and meters, its page's chunk and the map's. */
export const prefetchStatisticsOverview = fromScreen(() => import("../screens/statistics-overview-screen"));
