import { type MonitoringCounters, monitoringCacheMs } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import type { StatusTarget } from "./get-site-status";

/** GET /monitoring/counters?site=|organism=: the home's cards. */
export function getMonitoringCounters(target: StatusTarget, signal?: AbortSignal): Promise<MonitoringCounters> {
  return apiRequest<MonitoringCounters>("GET", "/monitoring/counters", { query: target, signal });
}

export function monitoringCountersQueryOptions(target: StatusTarget) {
  return queryOptions({
    queryKey: ["monitoring", "counters", target],
    queryFn: ({ signal }) => getMonitoringCounters(target, signal),
    staleTime: monitoringCacheMs.counters,
    refetchInterval: monitoringCacheMs.counters,
  });
}

export function useMonitoringCounters(target: StatusTarget | null) {
  return useQuery({ ...monitoringCountersQueryOptions(target ?? { site: 0 }), enabled: target !== null });
}
