import { type TicketDetail, type TicketReplyInput, ticketDetailSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../../api/client";
import { storeChangedTicket } from "./store-changed-ticket";

export interface TicketReply {
  /** The fields as the JSON body's (`status` left out when not changed). */
  fields: TicketReplyInput;
  files: readonly File[];
}

/** The multipart body of a reply: the JSON's fields as text, the files under `attachments` (docs/tickets.md#calls). */
export function replyFormData({ fields, files }: TicketReply): FormData {
  const body = new FormData();
  body.append("message", fields.message);
  body.append("internal", String(fields.internal));
  if (fields.status !== undefined) body.append("status", String(fields.status));
  for (const file of files) body.append("attachments", file, file.name);
  return body;
}

/**
 * POST /tickets/{id}/messages (docs/tickets.md#calls): a reply, or for the
 * support desk an internal note, with an optional status in the same change.
 * Answers the ticket as it now is.
 */
export function replyToTicket(id: number, reply: TicketReply): Promise<TicketDetail> {
  return apiCall("POST", `/tickets/${id}/messages`, ticketDetailSchema, { body: replyFormData(reply) });
}

export function useReplyToTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: TicketReply) => replyToTicket(id, reply),
    onSuccess: (ticket) => storeChangedTicket(queryClient, ticket),
  });
}
