import {
  countedEventState,
  countedInterventionStates,
  locationTermFilter,
  type MonitoringLocation,
  maintenanceLookBackDateMath,
  monitoringCacheMs,
} from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { monitoringLocationKey } from "../../../api/monitoring-location-query";
import { searchIndex } from "../../../api/search-proxy";

/** Each site's open incidents and interventions under way (docs/product.md#home-map), for the markers' shapes. */
export type MaintenanceBySite = ReadonlyMap<number, { openIncidents: number; activeInterventions: number }>;

interface TermsAggregation {
  buckets: { key: number; doc_count: number }[];
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
 * docs/product.md#search: the maintenance_events aggregation "opened by site, last 3
 * months", and its twin over interventions supported, planned, pending or in
 * progress, for a site, an organism, or everything the caller holds.
 */
export async function findMaintenanceBySite(
  location: MonitoringLocation | null,
  siteCount: number,
  signal?: AbortSignal,
): Promise<MaintenanceBySite> {
  const where = location === null ? [] : [locationTermFilter(location)];
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

export function maintenanceBySiteQueryOptions(location: MonitoringLocation | null, siteCount: number) {
  return queryOptions({
    queryKey: ["maintenance", "by-site", ...(location === null ? ["all"] : monitoringLocationKey(location)), siteCount],
    queryFn: ({ signal }) => findMaintenanceBySite(location, siteCount, signal),
    staleTime: monitoringCacheMs.ticketKpis,
    refetchInterval: monitoringCacheMs.ticketKpis,
  });
}

export function useMaintenanceBySite(location: MonitoringLocation | null, siteCount: number, enabled: boolean) {
  return useQuery({ ...maintenanceBySiteQueryOptions(location, siteCount), enabled });
}
