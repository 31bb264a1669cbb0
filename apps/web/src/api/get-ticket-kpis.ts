import { type MonitoringLocation, monitoringCacheMs, type TicketKpis, ticketKpisSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "./client";
import { monitoringLocationKey } from "./monitoring-location-query";

/**
 * GET /tickets_sf/kpis?location_type=&location_id=: open incidents and
 * interventions planned and in progress. docs/product.md#monitoring-maintenance: errors give an empty result.
 */
export async function getTicketKpis(location: MonitoringLocation, signal?: AbortSignal): Promise<TicketKpis | null> {
  const query = { location_type: location.type, location_id: location.id };
  try {
    return await apiCall("GET", "/tickets_sf/kpis", ticketKpisSchema, { query, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error("Ticket KPIs unavailable", error);
    return null;
  }
}

export function ticketKpisQueryOptions(location: MonitoringLocation) {
  return queryOptions({
    queryKey: ["tickets", "kpis", ...monitoringLocationKey(location)],
    queryFn: ({ signal }) => getTicketKpis(location, signal),
    staleTime: monitoringCacheMs.ticketKpis,
    refetchInterval: monitoringCacheMs.ticketKpis,
  });
}

export function useTicketKpis(location: MonitoringLocation | null) {
  return useQuery({ ...ticketKpisQueryOptions(location ?? { type: "site", id: 0 }), enabled: location !== null });
}
