import {
  countedEventState,
  countedInterventionStates,
  maintenanceLookBackDateMath,
  monitoringCacheMs,
} from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { searchIndex } from "../../../api/search-proxy";
import type { StatusTarget } from "./get-site-status";

/** Each site's open incidents and interventions under way (SPEC §4), for the markers' shapes. */
export type MaintenanceBySite = ReadonlyMap<number, { openIncidents: number; activeInterventions: number }>;

interface TermsAggregation {
  buckets: { key: number; doc_count: number }[];
}

function locationFilter(target: StatusTarget | null) {
  if (target === null) return [];
  return "site" in target ? [{ term: { site_id: target.site } }] : [{ term: { organism_id: target.organism } }];
}

/** A count by site of what `filter` matches, over every site in the answer (`siteCount` buckets at most). */
async function countBySite(
  index: "maintenance_events" | "maintenance_interventions",
  filter: unknown[],
  siteCount: number,
  signal?: AbortSignal,
): Promise<Map<number, number>> {
  const answer = await searchIndex<never>(
    index,
    {
      size: 0,
      track_total_hits: false,
      query: { bool: { filter } },
      aggs: { by_site: { terms: { field: "site_id", size: Math.max(siteCount, 10) } } },
    },
    signal,
  );
  const buckets = (answer.aggregations?.by_site as TermsAggregation | undefined)?.buckets ?? [];
  return new Map(buckets.map((bucket) => [Number(bucket.key), bucket.doc_count]));
}

/**
 * SPEC §7: the maintenance_events aggregation "opened by site, last 3
 * months", and its twin over interventions supported, planned, pending or in
 * progress, for a site, an organism, or everything the caller holds.
 */
export async function findMaintenanceBySite(
  target: StatusTarget | null,
  siteCount: number,
  signal?: AbortSignal,
): Promise<MaintenanceBySite> {
  const where = locationFilter(target);
  const [incidents, interventions] = await Promise.all([
    countBySite(
      "maintenance_events",
      [
        ...where,
        { term: { state: countedEventState } },
        { range: { opened_at: { gte: maintenanceLookBackDateMath } } },
      ],
      siteCount,
      signal,
    ),
    countBySite(
      "maintenance_interventions",
      [
        ...where,
        { terms: { state: [...countedInterventionStates] } },
        { range: { intervention_date: { gte: maintenanceLookBackDateMath } } },
      ],
      siteCount,
      signal,
    ),
  ]);
  const bySite = new Map<number, { openIncidents: number; activeInterventions: number }>();
  for (const siteId of new Set([...incidents.keys(), ...interventions.keys()])) {
    bySite.set(siteId, {
      openIncidents: incidents.get(siteId) ?? 0,
      activeInterventions: interventions.get(siteId) ?? 0,
    });
  }
  return bySite;
}

export function maintenanceBySiteQueryOptions(target: StatusTarget | null, siteCount: number) {
  return queryOptions({
    queryKey: ["maintenance", "by-site", target ?? "all", siteCount],
    queryFn: ({ signal }) => findMaintenanceBySite(target, siteCount, signal),
    staleTime: monitoringCacheMs.ticketKpis,
    refetchInterval: monitoringCacheMs.ticketKpis,
  });
}

export function useMaintenanceBySite(target: StatusTarget | null, siteCount: number, enabled: boolean) {
  return useQuery({ ...maintenanceBySiteQueryOptions(target, siteCount), enabled });
}
