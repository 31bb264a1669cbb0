import { type TicketDetail, ticketDetailSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../../api/client";
import { ticketQueryKey } from "./ticket-query-keys";

/**
 * GET /tickets/{id} (docs/tickets.md#calls): the ticket, its conversation
 * (internal notes in a support desk's answer only), its history (the desk's
 * only), the site's state when attached, and what the caller may do. A ticket
 * the caller may not read answers 404, as one that does not exist.
 */
export function getTicket(id: number, signal?: AbortSignal): Promise<TicketDetail> {
  return apiCall("GET", `/tickets/${id}`, ticketDetailSchema, { signal });
}

export function ticketQueryOptions(id: number) {
  return queryOptions({
    queryKey: ticketQueryKey(id),
    queryFn: ({ signal }) => getTicket(id, signal),
  });
}

export function useTicket(id: number) {
  return useQuery(ticketQueryOptions(id));
}
