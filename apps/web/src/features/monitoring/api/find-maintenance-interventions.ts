import {
  hiddenInterventionTypology,
  interventionListSize,
  interventionsDateRange,
  locationTermFilter,
  type MaintenanceInterventionState,
  monitoringCacheMs,
} from "@ondine/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { monitoringLocationKey } from "../../../api/monitoring-location-query";
import { searchIndex } from "../../../api/search-proxy";
import type { MonitoringLocation } from "../monitoring-location";

/** Intervention (docs/product.md#monitoring-maintenance) as the maintenance_interventions index holds it (docs/search.md). */
export interface MaintenanceInterventionDocument {
  id: number;
  event_id: number | null;
  intervention_date: string | null;
  state: MaintenanceInterventionState;
  typology: string | null;
  hotspot: string | null;
  site_id: number | null;
  site_name: string | null;
  organism_id: number | null;
  organism_name: string | null;
}

export interface MaintenanceInterventionsFilter {
  state?: MaintenanceInterventionState;
}

export interface MaintenanceInterventionsList {
  interventions: MaintenanceInterventionDocument[];
  /** All the interventions of the look-back that match, of which the list shows the latest. */
  total: number;
}

/**
 * docs/product.md#monitoring-maintenance: the 10 latest interventions by date, without the wiby typology,
 * of the location, dated from the look-back's start on (docs/product.md#monitoring-maintenance), those
 * planned ahead first: the window the home's count reads (interventionsDateRange).
 */
export function maintenanceInterventionsSearch(location: MonitoringLocation, filter: MaintenanceInterventionsFilter) {
  return {
    size: interventionListSize,
    track_total_hits: true,
    sort: [{ intervention_date: { order: "desc" } }],
    query: {
      bool: {
        filter: [
          locationTermFilter(location),
          { range: { intervention_date: interventionsDateRange } },
          ...(filter.state ? [{ term: { state: filter.state } }] : []),
        ],
        must_not: [{ term: { typology: hiddenInterventionTypology } }],
      },
    },
  };
}

/** POST /es_proxy/maintenance_interventions/_search */
export async function findMaintenanceInterventions(
  location: MonitoringLocation,
  filter: MaintenanceInterventionsFilter,
  signal?: AbortSignal,
): Promise<MaintenanceInterventionsList> {
  const response = await searchIndex<MaintenanceInterventionDocument>(
    "maintenance_interventions",
    maintenanceInterventionsSearch(location, filter),
    signal,
  );
  return {
    interventions: response.hits.hits.map((hit) => hit._source),
    total: response.hits.total?.value ?? response.hits.hits.length,
  };
}

export function maintenanceInterventionsQueryOptions(
  location: MonitoringLocation,
  filter: MaintenanceInterventionsFilter,
) {
  return queryOptions({
    queryKey: ["maintenance", "interventions", ...monitoringLocationKey(location), filter],
    queryFn: ({ signal }) => findMaintenanceInterventions(location, filter, signal),
    // Refreshed as often as the intervention counts (docs/product.md#monitoring-maintenance: ticket KPIs: 3 minutes).
    staleTime: monitoringCacheMs.ticketKpis,
    refetchInterval: monitoringCacheMs.ticketKpis,
    placeholderData: keepPreviousData,
  });
}

export function useMaintenanceInterventions(location: MonitoringLocation, filter: MaintenanceInterventionsFilter) {
  return useQuery(maintenanceInterventionsQueryOptions(location, filter));
}
