import { monitoringCacheMs, type SiteStatusAnswer } from "@ondine/domain";
import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

export type StatusTarget = { site: number } | { organism: number };

/** GET /monitoring/status?site=|organism=: a site's status, or an organism's with each of its sites. */
export function getSiteStatus(target: StatusTarget, signal?: AbortSignal): Promise<SiteStatusAnswer> {
  return apiRequest<SiteStatusAnswer>("GET", "/monitoring/status", { query: target, signal });
}

export function siteStatusQueryOptions(target: StatusTarget) {
  return queryOptions({
    queryKey: ["monitoring", "status", target],
    // SPEC §7: the status call is cancellable: leaving the location aborts it.
    queryFn: ({ signal }) => getSiteStatus(target, signal),
    staleTime: monitoringCacheMs.status,
    refetchInterval: monitoringCacheMs.status,
  });
}

export function useSiteStatus(target: StatusTarget | null) {
  return useQuery({ ...siteStatusQueryOptions(target ?? { site: 0 }), enabled: target !== null });
}

// Stable, so the combined list keeps its identity until an answer changes.
const answersOf = (results: { data: SiteStatusAnswer | undefined }[]) => results.map((result) => result.data);

/**
 * Several statuses at once (the home map over every organism), each cached
 * on its own; the answers in the targets' order, undefined until each arrives.
 */
export function useSiteStatuses(targets: readonly StatusTarget[]): (SiteStatusAnswer | undefined)[] {
  return useQueries({ queries: targets.map((target) => siteStatusQueryOptions(target)), combine: answersOf });
}
