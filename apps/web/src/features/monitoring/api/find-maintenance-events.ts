import {
  locationTermFilter,
  type MaintenanceEventCriticality,
  type MaintenanceEventKind,
  type MaintenanceEventResponsibility,
  type MaintenanceEventState,
  maintenanceLookBackDateMath,
  monitoringCacheMs,
} from "@ondine/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { monitoringLocationKey } from "../../../api/monitoring-location-query";
import { searchIndex } from "../../../api/search-proxy";
import type { MonitoringLocation } from "../monitoring-location";

/** Event (docs/product.md#monitoring-maintenance) as the maintenance_events index holds it (docs/search.md). */
export interface MaintenanceEventDocument {
  id: number;
  kind: MaintenanceEventKind;
  state: MaintenanceEventState;
  criticality: MaintenanceEventCriticality;
  responsibility: MaintenanceEventResponsibility | null;
  typology: string | null;
  ticket_id: string | null;
  description: string | null;
  cause: string | null;
  opened_at: string | null;
  closed_at: string | null;
  site_id: number | null;
  site_name: string | null;
  organism_id: number | null;
  organism_name: string | null;
  interventions_count: number;
}

export interface MaintenanceEventsFilter {
  state?: MaintenanceEventState;
  criticality?: MaintenanceEventCriticality;
  kind?: MaintenanceEventKind;
  page: number;
}

export interface MaintenanceEventsPage {
  events: MaintenanceEventDocument[];
  total: number;
}

export const maintenanceEventsPerPage = 20;

/** The search of one page: the location's events opened within the look-back (docs/product.md#monitoring-maintenance), newest first. */
export function maintenanceEventsSearch(location: MonitoringLocation, filter: MaintenanceEventsFilter) {
  const terms = (["state", "criticality", "kind"] as const).flatMap((field) =>
    filter[field] ? [{ term: { [field]: filter[field] } }] : [],
  );
  return {
    from: (filter.page - 1) * maintenanceEventsPerPage,
    size: maintenanceEventsPerPage,
    track_total_hits: true,
    sort: [{ opened_at: { order: "desc" } }],
    query: {
      bool: {
        filter: [
          locationTermFilter(location),
          { range: { opened_at: { gte: maintenanceLookBackDateMath } } },
          ...terms,
        ],
      },
    },
  };
}

/** POST /es_proxy/maintenance_events/_search: a page of the location's incidents. */
export async function findMaintenanceEvents(
  location: MonitoringLocation,
  filter: MaintenanceEventsFilter,
  signal?: AbortSignal,
): Promise<MaintenanceEventsPage> {
  const response = await searchIndex<MaintenanceEventDocument>(
    "maintenance_events",
    maintenanceEventsSearch(location, filter),
    signal,
  );
  return {
    events: response.hits.hits.map((hit) => hit._source),
    total: response.hits.total?.value ?? response.hits.hits.length,
  };
}

export function maintenanceEventsQueryOptions(location: MonitoringLocation, filter: MaintenanceEventsFilter) {
  return queryOptions({
    queryKey: ["maintenance", "events", ...monitoringLocationKey(location), filter],
    queryFn: ({ signal }) => findMaintenanceEvents(location, filter, signal),
    // Refreshed as often as the incident counts (docs/product.md#monitoring-maintenance: ticket KPIs: 3 minutes).
    staleTime: monitoringCacheMs.ticketKpis,
    refetchInterval: monitoringCacheMs.ticketKpis,
    placeholderData: keepPreviousData,
  });
}

export function useMaintenanceEvents(location: MonitoringLocation, filter: MaintenanceEventsFilter) {
  return useQuery(maintenanceEventsQueryOptions(location, filter));
}
