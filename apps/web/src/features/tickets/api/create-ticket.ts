import { type CreateTicketInput, type TicketSummary, ticketSummarySchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { ticketsApiPath } from "./tickets-path";
import { ticketsQueryKey } from "./tickets-query-keys";

export interface NewTicket {
  fields: CreateTicketInput;
  attachments: readonly File[];
}

/**
 * POST /tickets as `multipart/form-data` (docs/tickets.md#calls): the
 * fields as the JSON's, the files under `attachments`. The browser writes
 * the boundary, so no content type is set here.
 */
export function newTicketFormData({ fields, attachments }: NewTicket): FormData {
  const data = new FormData();
  data.set("location_type", fields.location_type);
  data.set("location_id", String(fields.location_id));
  if (fields.equipment_id !== undefined) data.set("equipment_id", String(fields.equipment_id));
  data.set("kind", fields.kind);
  data.set("subject", fields.subject);
  data.set("message", fields.message);
  data.set("attach_site_state", fields.attach_site_state ? "true" : "false");
  for (const file of attachments) data.append("attachments", file, file.name);
  return data;
}

/** 201 with the ticket (its id opens its page); a refusal is the `ApiError` whose `errors` the form shows. */
export function createTicket(ticket: NewTicket): Promise<TicketSummary> {
  return apiCall("POST", ticketsApiPath, ticketSummarySchema, { body: newTicketFormData(ticket) });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}
