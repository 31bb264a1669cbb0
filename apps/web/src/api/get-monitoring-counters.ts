import { type MonitoringCounters, monitoringCacheMs, monitoringCountersSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "./client";
import { type MonitoringScope, monitoringScopeKey, monitoringScopeRequest } from "./monitoring-location-query";

/**
 * GET /monitoring/counters?site|organism= (or /monitoring/counters/all, every
 * site of the caller): the home's cards and the network-status tiles, one cache entry.
 */
export function getMonitoringCounters(scope: MonitoringScope, signal?: AbortSignal): Promise<MonitoringCounters> {
  const { path, query } = monitoringScopeRequest("counters", scope);
  return apiCall("GET", path, monitoringCountersSchema, { query, signal });
}

export function monitoringCountersQueryOptions(scope: MonitoringScope) {
  return queryOptions({
    queryKey: ["monitoring", "counters", ...monitoringScopeKey(scope)],
    // docs/product.md#monitoring-caches: cached 3 minutes.
    queryFn: ({ signal }) => getMonitoringCounters(scope, signal),
    staleTime: monitoringCacheMs.counters,
    refetchInterval: monitoringCacheMs.counters,
  });
}

/** The counters of a location or of every site; null reads nothing (not shown to this user, or not yet). */
export function useMonitoringCounters(scope: MonitoringScope | null) {
  return useQuery({ ...monitoringCountersQueryOptions(scope ?? "all"), enabled: scope !== null });
}
