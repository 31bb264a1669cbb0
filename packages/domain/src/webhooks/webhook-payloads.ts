import { z } from "zod";
import { siteAvailabilityLevels, siteAvailabilityReasons } from "../monitoring/site-availability";
import { ticketKinds } from "../tickets/ticket-codes";
import { webhookDeliveryEventTypes, webhookTestEventType } from "./webhook-codes";

// What an endpoint receives (docs/webhooks.md#events): the Standard Webhooks
// envelope `{ type, timestamp, data }` around each event's data. These
// schemas are the catalogue: the server checks what it records against them,
// and docs/webhooks.md prints them as JSON Schema (`webhookPayloadJsonSchemas`).

const instant = z.iso.datetime({ offset: true });

/** A site as events name it. */
const siteRef = z.object({ id: z.number().int(), name: z.string() });
/** The organism the event belongs to: its endpoints receive it. */
const organismRef = z.object({ id: z.number().int(), name: z.string() });

/** site.down, site.degraded, site.recovered: a site's server-side level changed (docs/alerts.md#availability). */
export const siteLevelEventDataSchema = z.object({
  organism: organismRef,
  site: siteRef,
  /** The level now, the availability's (`down`; `degraded` or `degradedAps`; `up` for site.recovered). */
  level: z.enum(siteAvailabilityLevels),
  /** The level before; null for a site's first evaluation. */
  previous_level: z.enum(siteAvailabilityLevels).nullable(),
  /** Why, in the availability's words (`stale`, `noLine`, `noAccessPoint`, ...); null when up. */
  reason: z.enum(siteAvailabilityReasons).nullable(),
  /** When the new level began. */
  since: instant,
  /** A silence window covers the whole site: its alerts are muted, its events still sent (flagged). */
  muted: z.boolean(),
});

/** code_batch.created: access codes created together (one correlation). */
export const codeBatchCreatedEventDataSchema = z.object({
  organism: organismRef,
  /** Null: created for the whole organism. */
  site: siteRef.nullable(),
  batch_id: z.string(),
  count: z.number().int(),
  description: z.string(),
  starts_at: instant,
  ends_at: instant,
  /** Seconds of access from the first connection. */
  duration: z.number().int(),
  /** The codes, up to the 500 of a batch. */
  codes: z.array(z.string()),
});

/** code.used: a code's first connection (later devices on it send nothing). */
export const codeUsedEventDataSchema = z.object({
  organism: organismRef,
  site: siteRef.nullable(),
  code: z.string(),
  batch_id: z.string(),
  first_used_at: instant,
});

/** code.disabled: codes disabled together (one request). */
export const codeDisabledEventDataSchema = z.object({
  organism: organismRef,
  codes: z.array(z.object({ code: z.string(), site: siteRef.nullable(), batch_id: z.string() })),
  disabled_at: instant,
});

/** ticket.opened and ticket.replied: never an internal note, never a file's content. */
export const ticketEventDataSchema = z.object({
  organism: organismRef,
  site: siteRef.nullable(),
  ticket: z.object({ id: z.number().int(), subject: z.string(), status: z.number().int(), kind: z.enum(ticketKinds) }),
  /** The message that opened or replied: who (the desk or the customer) and its text. */
  message: z.object({
    id: z.number().int(),
    from: z.enum(["customer", "support"]),
    text: z.string(),
    attachments: z.number().int(),
    at: instant,
  }),
});

/** private_wifi.key_applied: the site's collector applied a space's key (the key itself is never sent). */
export const privateWifiKeyAppliedEventDataSchema = z.object({
  organism: organismRef,
  site: siteRef,
  space: z.object({ id: z.number().int(), name: z.string(), expires_on: z.iso.date().nullable() }),
  applied_at: instant,
});

/** announcement.published: a portal announcement created or changed, on this organism or one of its sites. */
export const announcementPublishedEventDataSchema = z.object({
  organism: organismRef,
  announcement: z.object({
    id: z.number().int(),
    internal_title: z.string(),
    starts_on: z.iso.date(),
    ends_on: z.iso.date(),
    /** The organism's locations it is shown on: the whole organism, or these sites. */
    whole_organism: z.boolean(),
    sites: z.array(siteRef),
  }),
  change: z.enum(["created", "updated"]),
});

/** webhook.test: what the "send test event" button sends. */
export const webhookTestEventDataSchema = z.object({
  organism: organismRef,
  endpoint_id: z.number().int(),
  sent_by: z.string(),
});

/** Each type's data schema: the catalogue. */
export const webhookEventDataSchemas = {
  "site.down": siteLevelEventDataSchema,
  "site.degraded": siteLevelEventDataSchema,
  "site.recovered": siteLevelEventDataSchema,
  "code_batch.created": codeBatchCreatedEventDataSchema,
  "code.used": codeUsedEventDataSchema,
  "code.disabled": codeDisabledEventDataSchema,
  "ticket.opened": ticketEventDataSchema,
  "ticket.replied": ticketEventDataSchema,
  "private_wifi.key_applied": privateWifiKeyAppliedEventDataSchema,
  "announcement.published": announcementPublishedEventDataSchema,
  [webhookTestEventType]: webhookTestEventDataSchema,
} as const satisfies Record<(typeof webhookDeliveryEventTypes)[number], z.ZodType>;

export type WebhookEventData<Type extends keyof typeof webhookEventDataSchemas> = z.infer<
  (typeof webhookEventDataSchemas)[Type]
>;

/** The body every delivery posts: the event's type, when it happened, its data. */
export const webhookEnvelopeSchema = z.object({
  type: z.enum(webhookDeliveryEventTypes),
  timestamp: instant,
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEnvelope = z.infer<typeof webhookEnvelopeSchema>;

/**
 * The catalogue as JSON Schema, for docs/webhooks.md and integrators'
 * generators: objects open to new fields (a receiver should ignore what it
 * does not know), instants as `date-time` without zod's long pattern.
 */
export function webhookPayloadJsonSchemas(): Record<string, unknown> {
  return Object.fromEntries(
    webhookDeliveryEventTypes.map((type) => [
      type,
      z.toJSONSchema(z.object({ type: z.literal(type), timestamp: instant, data: webhookEventDataSchemas[type] }), {
        io: "input",
        override: ({ jsonSchema }) => {
          if (jsonSchema.format === "date-time" || jsonSchema.format === "date") delete jsonSchema.pattern;
          if (jsonSchema.type === "integer") {
            delete jsonSchema.minimum;
            delete jsonSchema.maximum;
          }
        },
      }),
    ]),
  );
}
