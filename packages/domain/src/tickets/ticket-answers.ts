import { z } from "zod";
import { locationTypes } from "../locations/location";
import { pageInfoShape } from "../pagination/page";
import { ticketChannels, ticketKinds } from "./ticket-codes";

// What the ticket calls answer (docs/tickets.md#calls), one schema each,
// read by the server's routes and by the console.

/** One of `ticketStatuses`, by number. */
const statusSchema = z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(11), z.literal(13)]);

/** A person as a ticket shows them: name only (no address, no account details). */
export const ticketPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** On the provider's side (support desk or admin). */
  staff: z.boolean(),
});
export type TicketPerson = z.infer<typeof ticketPersonSchema>;

/** One SLA target's state (docs/tickets.md#sla-clock). */
export const ticketSlaTargetSchema = z.object({
  target_seconds: z.number().int(),
  /** Business seconds counted so far (pauses left out). */
  elapsed_seconds: z.number().int(),
  /** When it falls due while the clock runs; null when met, paused or not started. */
  due_at: z.iso.datetime({ offset: true }).nullable(),
  met_at: z.iso.datetime({ offset: true }).nullable(),
  breached: z.boolean(),
});
export type TicketSlaTarget = z.infer<typeof ticketSlaTargetSchema>;

export const ticketSlaSchema = z.object({
  first_response: ticketSlaTargetSchema,
  resolution: ticketSlaTargetSchema,
  /** Waiting on the customer: the clock stands still. */
  paused: z.boolean(),
  /** The next due time of the two (the queue's sort), null when none runs. */
  next_due_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TicketSla = z.infer<typeof ticketSlaSchema>;

export const ticketLocationSchema = z.object({
  organism_id: z.number().int(),
  organism_name: z.string(),
  site_id: z.number().int().nullable(),
  site_name: z.string().nullable(),
  equipment_id: z.number().int().nullable(),
  /** The equipment's model and MAC address, as the maps screen shows it. */
  equipment_name: z.string().nullable(),
});

/** An item of `GET /tickets`. */
export const ticketSummarySchema = z.object({
  id: z.number().int(),
  /** The number customers quote ("issue number"). */
  issue_number: z.string(),
  subject: z.string(),
  kind: z.enum(ticketKinds),
  status: statusSchema,
  channel: z.enum(ticketChannels),
  conversation: z.enum(["pending", "closed"]),
  location_type: z.enum(locationTypes),
  location: ticketLocationSchema,
  requester: ticketPersonSchema,
  assignee: ticketPersonSchema.nullable(),
  /** Who wrote the last public message, if anyone from the support desk did ("who answered"). */
  last_answered_by: ticketPersonSchema.nullable(),
  opened_at: z.iso.datetime({ offset: true }),
  last_activity_at: z.iso.datetime({ offset: true }),
  sla: ticketSlaSchema,
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketListAnswerSchema = z.object({
  tickets: z.array(ticketSummarySchema),
  total_count: z.number().int(),
  ...pageInfoShape,
});
export type TicketListAnswer = z.infer<typeof ticketListAnswerSchema>;

export const ticketAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** `/api/tickets/{id}/attachments/{attachment_id}`: a download, for those who may read the ticket. */
  url: z.string(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

export const ticketMessageSchema = z.object({
  id: z.number().int(),
  author: ticketPersonSchema,
  body: z.string(),
  /** An internal note: only ever in a support desk's answer. */
  internal: z.boolean(),
  channel: z.enum(ticketChannels),
  created_at: z.iso.datetime({ offset: true }),
  attachments: z.array(ticketAttachmentSchema),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** What a ticket's history records (docs/tickets.md#history). */
export const ticketHistoryActions = [
  "opened",
  "status",
  "assigned",
  "kind",
  "replied",
  "noted",
  "reopened",
  "sla_breached",
  "mail_received",
] as const;

export const ticketHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(ticketHistoryActions),
  /** Null: the server itself (the SLA check). */
  actor: ticketPersonSchema.nullable(),
  /** What changed: `{from, to}` for status, assignee and kind; the target for sla_breached. */
  details: z.record(z.string(), z.unknown()),
  at: z.iso.datetime({ offset: true }),
});
export type TicketHistoryEntry = z.infer<typeof ticketHistoryEntrySchema>;

/** The site's state when a ticket was opened from an alert or a card (docs/tickets.md#context). */
export const ticketSiteStateSchema = z.object({
  site_id: z.number().int(),
  /** The availability level then: down, degraded or normal. */
  level: z.string(),
  /** Since when the site was at that level. */
  level_since: z.iso.datetime({ offset: true }).nullable(),
  /** Why (the availability rule's reason key). */
  reason: z.string().nullable(),
  access_points_reached: z.number().int(),
  access_points_counted: z.number().int(),
  unreachable_access_points: z.array(z.object({ id: z.number().int(), name: z.string(), mac: z.string() })),
  last_update_at: z.iso.datetime({ offset: true }).nullable(),
  taken_at: z.iso.datetime({ offset: true }),
});
export type TicketSiteState = z.infer<typeof ticketSiteStateSchema>;

/** `GET /tickets/{id}` (and the answer of every change to it). */
export const ticketDetailSchema = ticketSummarySchema.extend({
  messages: z.array(ticketMessageSchema),
  /** Support desk only: the history; a customer's answer carries an empty list. */
  history: z.array(ticketHistoryEntrySchema),
  site_state: ticketSiteStateSchema.nullable(),
  /** What the caller may do now. */
  can: z.object({
    reply: z.boolean(),
    note: z.boolean(),
    close: z.boolean(),
    reopen: z.boolean(),
    manage: z.boolean(),
  }),
  resolved_at: z.iso.datetime({ offset: true }).nullable(),
  /** Until when a customer may reopen it, when resolved or closed. */
  reopen_until: z.iso.datetime({ offset: true }).nullable(),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/** `GET /tickets/assignees`: the support desk, to assign to. */
export const ticketAssigneesAnswerSchema = z.object({ assignees: z.array(ticketPersonSchema) });
