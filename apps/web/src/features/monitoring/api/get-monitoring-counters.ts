import { type MonitoringCounters, monitoringCacheMs } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { type MonitoringLocation, monitoringLocationKey, monitoringLocationQuery } from "../monitoring-location";

/** GET /monitoring/counters?site|organism= (SPEC §7: cached 3 minutes). */
export function getMonitoringCounters(location: MonitoringLocation, signal?: AbortSignal): Promise<MonitoringCounters> {
  return apiRequest<MonitoringCounters>("GET", "/monitoring/counters", {
    query: monitoringLocationQuery(location),
    signal,
  });
}

export function monitoringCountersQueryOptions(location: MonitoringLocation) {
  return queryOptions({
    queryKey: ["monitoring", "counters", ...monitoringLocationKey(location)],
    queryFn: ({ signal }) => getMonitoringCounters(location, signal),
    staleTime: monitoringCacheMs.counters,
    refetchInterval: monitoringCacheMs.counters,
  });
}

export function useMonitoringCounters(location: MonitoringLocation) {
  return useQuery(monitoringCountersQueryOptions(location));
}
