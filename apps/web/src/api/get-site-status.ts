import { type MonitoringLocation, monitoringCacheMs, type SiteStatusAnswer } from "@ondine/domain";
import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./client";
import { monitoringLocationKey, monitoringLocationQuery } from "./monitoring-location-query";

/**
 * GET /monitoring/status?site|organism=: a site's status, or an organism's
 * with each of its sites. The home and the network-status screens read it
 * through this one client, so they share one cache entry.
 */
export function getSiteStatus(location: MonitoringLocation, signal?: AbortSignal): Promise<SiteStatusAnswer> {
  return apiRequest<SiteStatusAnswer>("GET", "/monitoring/status", {
    query: monitoringLocationQuery(location),
    signal,
  });
}

export function siteStatusQueryOptions(location: MonitoringLocation) {
  return queryOptions({
    queryKey: ["monitoring", "status", ...monitoringLocationKey(location)],
    // SPEC §7: the status call is cancellable (leaving the location aborts it) and cached 3 minutes.
    queryFn: ({ signal }) => getSiteStatus(location, signal),
    staleTime: monitoringCacheMs.status,
    refetchInterval: monitoringCacheMs.status,
  });
}

/** The status of a location; null reads nothing (no location chosen, or not shown to this user). */
export function useSiteStatus(location: MonitoringLocation | null) {
  return useQuery({ ...siteStatusQueryOptions(location ?? { type: "site", id: 0 }), enabled: location !== null });
}

// Stable, so the combined list keeps its identity until an answer changes.
const answersOf = (results: { data: SiteStatusAnswer | undefined }[]) => results.map((result) => result.data);

/**
 * Several statuses at once (the home map over every organism), each cached
 * on its own; the answers in the locations' order, undefined until each arrives.
 */
export function useSiteStatuses(locations: readonly MonitoringLocation[]): (SiteStatusAnswer | undefined)[] {
  return useQueries({ queries: locations.map((location) => siteStatusQueryOptions(location)), combine: answersOf });
}
