import { type TicketListAnswer, ticketListAnswerSchema } from "@ondine/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import type { TicketsApiQuery } from "../tickets-list-query";
import { ticketsApiPath } from "./tickets-path";
import { ticketsPageQueryKey } from "./tickets-query-keys";

/** GET /tickets (docs/tickets.md#calls): one page of the customer's list or of the support desk's queue. */
export function findTickets(query: TicketsApiQuery, signal?: AbortSignal): Promise<TicketListAnswer> {
  return apiCall("GET", ticketsApiPath, ticketListAnswerSchema, { query, signal });
}

/** One page; the previous one stays on screen while the next loads (no flash on pagination or filtering). */
export function useTicketsPage(query: TicketsApiQuery) {
  return useQuery({
    queryKey: ticketsPageQueryKey(query),
    queryFn: ({ signal }) => findTickets(query, signal),
    placeholderData: keepPreviousData,
  });
}
