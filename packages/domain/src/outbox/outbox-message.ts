import { z } from "zod";
import { pageInfoShape } from "../pagination/page";

export const outboxStatuses = ["held", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** A mail or SMS as the admin outbox page lists it (`GET /api/admin/outbox`). */
export const outboxMessagePresentationSchema = z.object({
  id: z.number().int(),
  channel: z.enum(["mail", "sms"]),
  recipient: z.string(),
  /** A mail's Reply-To, when it has one (a ticket's signed reply address, docs/tickets.md#mail). */
  reply_to: z.string().nullable(),
  subject: z.string().nullable(),
  body_text: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  sent_at: z.iso.datetime({ offset: true }).nullable(),
});
export type OutboxMessagePresentation = z.infer<typeof outboxMessagePresentationSchema>;

export const outboxPageSchema = z.object({
  messages: z.array(outboxMessagePresentationSchema),
  ...pageInfoShape,
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;
