import { monitoringCacheMs, type SiteStatusAnswer } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { type MonitoringLocation, monitoringLocationKey, monitoringLocationQuery } from "../monitoring-location";

/** GET /monitoring/status?site|organism= (SPEC §7: cancellable, cached 3 minutes). */
export function getSiteStatus(location: MonitoringLocation, signal?: AbortSignal): Promise<SiteStatusAnswer> {
  return apiRequest<SiteStatusAnswer>("GET", "/monitoring/status", {
    query: monitoringLocationQuery(location),
    signal,
  });
}

export function siteStatusQueryOptions(location: MonitoringLocation) {
  return queryOptions({
    queryKey: ["monitoring", "status", ...monitoringLocationKey(location)],
    queryFn: ({ signal }) => getSiteStatus(location, signal),
    staleTime: monitoringCacheMs.status,
    refetchInterval: monitoringCacheMs.status,
  });
}

export function useSiteStatus(location: MonitoringLocation) {
  return useQuery(siteStatusQueryOptions(location));
}
