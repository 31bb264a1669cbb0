import { monitoringCacheMs, type SiteStatusAnswer, siteStatusAnswerSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "./client";
import { type MonitoringScope, monitoringScopeKey, monitoringScopeRequest } from "./monitoring-location-query";

/**
 * GET /monitoring/status?site|organism=: a site's status, or an organism's
 * with each of its sites; GET /monitoring/status/all: every site of the
 * caller in one answer (the home with no location chosen). The home and the
 * network-status screens read it through this one client, so they share one
 * cache entry.
 */
export function getSiteStatus(scope: MonitoringScope, signal?: AbortSignal): Promise<SiteStatusAnswer> {
  const { path, query } = monitoringScopeRequest("status", scope);
  return apiCall("GET", path, siteStatusAnswerSchema, { query, signal });
}

export function siteStatusQueryOptions(scope: MonitoringScope) {
  return queryOptions({
    queryKey: ["monitoring", "status", ...monitoringScopeKey(scope)],
    // docs/product.md#monitoring-caches: the status call is cancellable (leaving the location aborts it) and cached 3 minutes.
    queryFn: ({ signal }) => getSiteStatus(scope, signal),
    staleTime: monitoringCacheMs.status,
    refetchInterval: monitoringCacheMs.status,
  });
}

/** The status of a location or of every site; null reads nothing (not shown to this user, or not yet). */
export function useSiteStatus(scope: MonitoringScope | null) {
  return useQuery({ ...siteStatusQueryOptions(scope ?? "all"), enabled: scope !== null });
}
