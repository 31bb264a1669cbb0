import { z } from "zod";
import { requiredTextSchema } from "../inputs/text-schema";
import { ingestSiteIdSchema, ingestStampSchema } from "../monitoring/ingest-fields";
import {
  maintenanceEventCriticalities,
  maintenanceEventKinds,
  maintenanceEventResponsibilities,
  maintenanceEventStates,
} from "./maintenance-event";
import { maintenanceInterventionStates } from "./maintenance-intervention";

// The maintenance feed (`POST /api/ingest/v1/maintenance`, docs/ingest.md):
// events and interventions from the NOC's ticketing system. Messages are i18n keys.

const text = requiredTextSchema;

/** The ticketing system's id of an event: the key that makes a re-sent event an update. */
export const maintenanceTicketIdSchema = text(64);

/**
 * Event (docs/product.md#monitoring-maintenance), keyed by its ticket. Sent again, it updates the stored
 * event (state, closing...). A closed event says when it closed; another
 * keeps no closing date.
 */
export const ingestMaintenanceEventSchema = z
  .object({
    ticket_id: maintenanceTicketIdSchema,
    site_id: ingestSiteIdSchema,
    kind: z.enum(maintenanceEventKinds, { error: "formErrors.invalid" }),
    state: z.enum(maintenanceEventStates, { error: "formErrors.invalid" }),
    criticality: z.enum(maintenanceEventCriticalities, { error: "formErrors.invalid" }),
    responsibility: z.enum(maintenanceEventResponsibilities, { error: "formErrors.invalid" }),
    typology: text(200),
    description: text(2000),
    cause: text(2000).nullable().default(null),
    opened_at: ingestStampSchema,
    closed_at: ingestStampSchema.nullable().default(null),
  })
  .superRefine((event, context) => {
    if (event.state === "closed" && event.closed_at === null) {
      context.addIssue({ code: "custom", path: ["closed_at"], message: "formErrors.required" });
    } else if (event.closed_at !== null && event.closed_at < event.opened_at) {
      context.addIssue({ code: "custom", path: ["closed_at"], message: "formErrors.invalid" });
    }
  })
  .transform((event) => ({ ...event, closed_at: event.state === "closed" ? event.closed_at : null }));
export type IngestMaintenanceEvent = z.output<typeof ingestMaintenanceEventSchema>;

/**
 * Intervention (docs/product.md#monitoring-maintenance), under its event's ticket. It is identified by its
 * ticket, date and typology: sent again, it updates the stored one's state
 * and hotspot.
 */
export const ingestMaintenanceInterventionSchema = z.object({
  ticket_id: maintenanceTicketIdSchema,
  site_id: ingestSiteIdSchema,
  intervention_date: ingestStampSchema,
  state: z.enum(maintenanceInterventionStates, { error: "formErrors.invalid" }),
  typology: text(200),
  hotspot: text(100).nullable().default(null),
});
export type IngestMaintenanceIntervention = z.output<typeof ingestMaintenanceInterventionSchema>;

/** Items of both sections together in one feed: tickets come by the handful, not by thousands. */
export const maintenanceFeedMaxItems = 1_000;

const section = z.array(z.unknown(), { error: "formErrors.invalid" }).default([]);

/** A feed's envelope; items are checked one by one afterwards, as in a batch. */
export const ingestMaintenanceFeedSchema = z
  .object({
    feed_id: text(100).optional(),
    events: section,
    interventions: section,
  })
  .refine((feed) => feed.events.length + feed.interventions.length <= maintenanceFeedMaxItems, {
    message: "formErrors.max_length",
    path: ["_root"],
  });
export type IngestMaintenanceFeed = z.output<typeof ingestMaintenanceFeedSchema>;

export const maintenanceFeedSections = ["events", "interventions"] as const;
export type MaintenanceFeedSection = (typeof maintenanceFeedSections)[number];

/** Why a feed item is not stored. */
export const maintenanceFeedRejectionReasons = [
  "invalid",
  "site_not_allowed",
  /** The ticket is another site's event (or its organism's as a whole). */
  "ticket_taken",
  /** An intervention's ticket names no event of its site. */
  "unknown_ticket",
] as const;
export type MaintenanceFeedRejectionReason = (typeof maintenanceFeedRejectionReasons)[number];

export const maintenanceFeedRejectionSchema = z.object({
  section: z.enum(maintenanceFeedSections),
  index: z.number().int(),
  reason: z.enum(maintenanceFeedRejectionReasons),
  errors: z.record(z.string(), z.array(z.string())),
});
export type MaintenanceFeedRejection = z.infer<typeof maintenanceFeedRejectionSchema>;

/** `POST /ingest/v1/maintenance`. */
export const maintenanceFeedAnswerSchema = z.object({
  feed_id: z.string().nullable(),
  /** Items stored: created, updated, or already as sent. */
  accepted: z.number().int(),
  rejected: z.array(maintenanceFeedRejectionSchema),
});
export type MaintenanceFeedAnswer = z.infer<typeof maintenanceFeedAnswerSchema>;
