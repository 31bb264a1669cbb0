import { type TicketDetail, type TicketUpdateInput, ticketDetailSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../../api/client";
import { storeChangedTicket } from "./store-changed-ticket";

/**
 * PATCH /tickets/{id} (docs/tickets.md#calls): a status, an assignee (null:
 * nobody) or a kind. The customer may only close or reopen; the rest is the
 * support desk's. Answers the ticket as it now is.
 */
export function updateTicket(id: number, body: TicketUpdateInput): Promise<TicketDetail> {
  return apiCall("PATCH", `/tickets/${id}`, ticketDetailSchema, { body });
}

export function useUpdateTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketUpdateInput) => updateTicket(id, body),
    onSuccess: (ticket) => storeChangedTicket(queryClient, ticket),
  });
}
