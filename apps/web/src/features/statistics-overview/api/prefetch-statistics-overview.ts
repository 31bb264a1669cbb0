import {
  type MonitoringLocation,
  type RolesTree,
  type StatisticsRange,
  type StatisticsRangeSearch,
  statisticsRangeOf,
  statisticsWindow,
  type TimeWindow,
} from "@ondine/domain";
import type { QueryClient } from "@tanstack/react-query";
import { statisticsCountQueryOptions } from "./count-statistics";
import { audienceQueryOptions } from "./find-audience";
import { statisticsTrafficQueryOptions } from "./find-statistics-traffic";
import { overviewFreshMs } from "./overview-freshness";

let handedOver: { rangeKey: string; window: TimeWindow; takenAt: number } | undefined;

/**
 * The window the overview reads for a range: the one the route's loader took
 * for it just before (so the cards read the keys the loader started), else
 * one taken now.
 */
export function overviewWindowOf(range: StatisticsRange, now: Date = new Date()): TimeWindow {
  const rangeKey = JSON.stringify(range);
  if (handedOver && handedOver.rangeKey === rangeKey && now.getTime() - handedOver.takenAt < overviewFreshMs) {
    return handedOver.window;
  }
  return statisticsWindow(range, now);
}

/**
 * Starts the reads the overview opens with (traffic, audience, and the
 * meters the roles show), under the keys its cards read, so they run while
 * the screen's chunks load (ECharts and the map come once the header has
 * painted: the screen asks for them). Fresh entries are not asked again; a failure is
 * left to the card (docs/product.md#errors-behaviour: it shows empty).
 */
export function prefetchStatisticsOverview(
  queryClient: QueryClient,
  location: MonitoringLocation,
  search: StatisticsRangeSearch,
  /** The user's statistics roles: which meters the page shows (none read while unknown). */
  roles: RolesTree["statistics"] | undefined,
): void {
  const range = statisticsRangeOf(search);
  const now = new Date();
  const window = statisticsWindow(range, now);
  handedOver = { rangeKey: JSON.stringify(range), window, takenAt: now.getTime() };
  void queryClient.prefetchQuery(statisticsTrafficQueryOptions(location, window));
  void queryClient.prefetchQuery(audienceQueryOptions(location, window));
  if (roles?.purchases === 1)
    void queryClient.prefetchQuery(statisticsCountQueryOptions("purchases", location, window));
  if (roles?.codes === 1) void queryClient.prefetchQuery(statisticsCountQueryOptions("used_codes", location, window));
}
