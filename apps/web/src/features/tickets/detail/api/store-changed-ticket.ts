import type { TicketDetail } from "@ondine/domain";
import type { QueryClient } from "@tanstack/react-query";
import { ticketQueryOptions } from "./get-ticket";
import { ticketsQueryKey } from "./ticket-query-keys";

/**
 * A change's answer is the ticket as it now is: the page shows it at once,
 * and the lists that hold it are marked stale, to be read again when next
 * shown (refetching now would also read the ticket just answered).
 */
export function storeChangedTicket(queryClient: QueryClient, ticket: TicketDetail): Promise<void> {
  queryClient.setQueryData(ticketQueryOptions(ticket.id).queryKey, ticket);
  return queryClient.invalidateQueries({ queryKey: ticketsQueryKey, refetchType: "none" });
}
