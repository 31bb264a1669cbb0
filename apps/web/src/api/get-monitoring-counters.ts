import { type MonitoringCounters, type MonitoringLocation, monitoringCacheMs } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./client";
import { monitoringLocationKey, monitoringLocationQuery } from "./monitoring-location-query";

/** GET /monitoring/counters?site|organism=: the home's cards and the network-status tiles, one cache entry. */
export function getMonitoringCounters(location: MonitoringLocation, signal?: AbortSignal): Promise<MonitoringCounters> {
  return apiRequest<MonitoringCounters>("GET", "/monitoring/counters", {
    query: monitoringLocationQuery(location),
    signal,
  });
}

export function monitoringCountersQueryOptions(location: MonitoringLocation) {
  return queryOptions({
    queryKey: ["monitoring", "counters", ...monitoringLocationKey(location)],
    // SPEC §7: cached 3 minutes.
    queryFn: ({ signal }) => getMonitoringCounters(location, signal),
    staleTime: monitoringCacheMs.counters,
    refetchInterval: monitoringCacheMs.counters,
  });
}

/** The counters of a location; null reads nothing (no location chosen, or not shown to this user). */
export function useMonitoringCounters(location: MonitoringLocation | null) {
  return useQuery({
    ...monitoringCountersQueryOptions(location ?? { type: "site", id: 0 }),
    enabled: location !== null,
  });
}
