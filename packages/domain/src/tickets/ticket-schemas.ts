import { z } from "zod";
import { requiredRowIdTextSchema, rowIdTextSchema } from "../inputs/id-schema";
import { requiredTextSchema } from "../inputs/text-schema";
import { locationTypes } from "../locations/location";
import { pageQuerySchema } from "../pagination/page";
import { blankAsAbsent, searchTextSchema } from "../queries/query-params";
import { isTicketStatus, type TicketStatus, ticketKinds } from "./ticket-codes";
import { ticketLimits } from "./ticket-limits";

// The one schema of each ticket call (docs/tickets.md#calls), read by the
// server from JSON or multipart bodies (values then arrive as text) and by
// the console's forms.

/** The i18n keys of the ticket rules, under `tickets.errors`. */
export const ticketErrors = {
  attachmentType: "tickets.errors.attachment_type",
  attachmentTooBig: "tickets.errors.attachment_too_big",
  tooManyAttachments: "tickets.errors.too_many_attachments",
  attachmentEmpty: "tickets.errors.attachment_empty",
  reopenTooLate: "tickets.errors.reopen_too_late",
  statusNotAllowed: "tickets.errors.status_not_allowed",
  equipmentNotOnSite: "tickets.errors.equipment_not_on_site",
  notSupportDesk: "tickets.errors.not_support_desk",
  assigneeNotSupportDesk: "tickets.errors.assignee_not_support_desk",
} as const;

/** A form's checkbox or a JSON boolean: "true"/"1"/"on" and true read as true; absent as false. */
const formBooleanSchema = z.preprocess(
  (value) => (typeof value === "string" ? ["true", "1", "on"].includes(value.toLowerCase()) : value),
  z.boolean({ error: "formErrors.invalid" }).default(false),
);

/** A status code, as a number or its text. */
export const ticketStatusSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z
    .number({ error: "formErrors.invalid" })
    .refine((value): value is TicketStatus => isTicketStatus(value), "formErrors.invalid")
    .transform((value) => value as TicketStatus),
);

/**
 * `POST /tickets`: a ticket on one of the caller's locations (an organism,
 * a site, or a piece of equipment of the site), its first message, and,
 * with `attach_site_state`, a snapshot of the site's state taken by the
 * server (docs/tickets.md#context).
 */
export const createTicketSchema = z.object({
  location_type: z.enum(locationTypes, { error: "formErrors.required" }),
  location_id: requiredRowIdTextSchema,
  equipment_id: rowIdTextSchema,
  kind: z.enum(ticketKinds, { error: "formErrors.required" }),
  subject: requiredTextSchema(ticketLimits.subject),
  message: requiredTextSchema(ticketLimits.message),
  attach_site_state: formBooleanSchema,
});
export type CreateTicketInput = z.infer<typeof createTicketSchema>;

/**
 * `POST /tickets/{id}/messages`: a reply. `internal` (support desk only) is
 * a note the customer never sees; `status` (optional) moves the ticket in
 * the same change.
 */
export const ticketReplySchema = z.object({
  message: requiredTextSchema(ticketLimits.message),
  internal: formBooleanSchema,
  status: z.preprocess(blankAsAbsent, ticketStatusSchema.optional()),
});
export type TicketReplyInput = z.infer<typeof ticketReplySchema>;

/**
 * `PATCH /tickets/{id}`: a status change, an assignment (null: nobody) or a
 * new kind. A customer may only close, or reopen within
 * `ticketLimits.reopenDays`; the rest is the support desk's.
 */
export const ticketUpdateSchema = z
  .object({
    status: ticketStatusSchema.optional(),
    assignee_id: z.union([z.null(), requiredRowIdTextSchema]).optional(),
    kind: z.enum(ticketKinds, { error: "formErrors.invalid" }).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: "formErrors.required",
    path: ["status"],
  });
export type TicketUpdateInput = z.infer<typeof ticketUpdateSchema>;

/** Statuses as a comma-separated list in a query string (`status=2,11`). */
const statusListSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? value.split(",") : blankAsAbsent(value)),
  z.array(ticketStatusSchema).max(6, "formErrors.invalid").optional(),
);

/** `assignee=me|none|<id>`. */
const assigneeFilterSchema = z.preprocess(
  blankAsAbsent,
  z.union([z.literal("me"), z.literal("none"), requiredRowIdTextSchema]).optional(),
);

/**
 * `GET /tickets` (the customer's list and the support desk's queue, one
 * call): filters, then `sort` (`due`: the SLA's next due time first, the
 * queue's default; `activity`: last activity first, the customer's
 * default). Without `since` or `all`, the last `ticketLimits.defaultWindowMonths`
 * months (docs/tickets.md#who-sees-what).
 */
export const ticketQuerySchema = pageQuerySchema.extend({
  status: statusListSchema,
  kind: z.preprocess(blankAsAbsent, z.enum(ticketKinds, { error: "formErrors.invalid" }).optional()),
  organism_id: rowIdTextSchema,
  site_id: rowIdTextSchema,
  assignee: assigneeFilterSchema,
  /** Opened at least this many days ago (the queue's age filter). */
  older_than_days: z.preprocess(blankAsAbsent, z.coerce.number().int().min(0).max(3650).optional()),
  /** Opened on or after this day (YYYY-MM-DD); `all=1` lifts the default window. */
  since: z.preprocess(blankAsAbsent, z.iso.date({ error: "formErrors.invalid" }).optional()),
  all: formBooleanSchema,
  overdue: formBooleanSchema,
  q: searchTextSchema,
  sort: z.preprocess(blankAsAbsent, z.enum(["due", "activity", "opened"]).optional()),
});
export type TicketQuery = z.infer<typeof ticketQuerySchema>;

/** `GET /tickets/{id}/attachments/{attachment_id}`. */
export const ticketAttachmentParamsSchema = z.object({
  id: requiredRowIdTextSchema,
  attachment_id: requiredRowIdTextSchema,
});
