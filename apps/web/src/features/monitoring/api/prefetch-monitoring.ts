import type { QueryClient } from "@tanstack/react-query";
import { monitoringCountersQueryOptions } from "../../../api/get-monitoring-counters";
import { siteStatusQueryOptions } from "../../../api/get-site-status";
import type { MonitoringLocation } from "../monitoring-location";
import { bandwidthQueryOptions } from "./find-bandwidth";
import { speedtestsQueryOptions } from "./find-speedtests";
import { defaultTrafficRange, trafficQueryOptions } from "./find-traffic";

/**
 * Starts the reads the monitoring screen opens with (status, tiles, the
 * traffic of its default range, bandwidth, speed tests), under the keys its
 * cards read, so they run while the screen's chunk loads. Fresh entries are
 * not asked again; a failure is left to the card, which asks again and shows it.
 */
export function prefetchMonitoring(queryClient: QueryClient, location: MonitoringLocation): void {
  void queryClient.prefetchQuery(siteStatusQueryOptions(location));
  void queryClient.prefetchQuery(monitoringCountersQueryOptions(location));
  void queryClient.prefetchQuery(trafficQueryOptions(location, defaultTrafficRange));
  void queryClient.prefetchQuery(bandwidthQueryOptions(location));
  void queryClient.prefetchQuery(speedtestsQueryOptions(location));
}
