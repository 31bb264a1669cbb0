import { monitoringCacheMs, type TicketKpis } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import type { StatusTarget } from "./get-site-status";

/**
 * GET /tickets_sf/kpis?location_type=&location_id=: open incidents and
 * interventions under way. SPEC §7: errors give an empty result.
 */
export async function getTicketKpis(target: StatusTarget, signal?: AbortSignal): Promise<TicketKpis | null> {
  const query =
    "site" in target
      ? { location_type: "site", location_id: target.site }
      : { location_type: "organism", location_id: target.organism };
  try {
    return await apiRequest<TicketKpis>("GET", "/tickets_sf/kpis", { query, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error("Ticket KPIs unavailable", error);
    return null;
  }
}

export function ticketKpisQueryOptions(target: StatusTarget) {
  return queryOptions({
    queryKey: ["tickets", "kpis", target],
    queryFn: ({ signal }) => getTicketKpis(target, signal),
    staleTime: monitoringCacheMs.ticketKpis,
    refetchInterval: monitoringCacheMs.ticketKpis,
  });
}

export function useTicketKpis(target: StatusTarget | null) {
  return useQuery({ ...ticketKpisQueryOptions(target ?? { site: 0 }), enabled: target !== null });
}
