import { webhookDeliveryEventTypes, webhookDeliveryStates, webhookDisabledReasons } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { organisms } from "./locations";
import { sqlList } from "./sql-list";
import { createdAt, moment, updatedAt } from "./timestamps";
import { users } from "./users";

/**
 * A receiver of an organism's events (docs/webhooks.md#endpoints): where to
 * post, which events, and the secret that signs them. After a rotation the
 * previous secret signs too until `previous_secret_expires_at`.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    organismId: integer("organism_id")
      .notNull()
      .references(() => organisms.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    /** The asked types, sorted, each once (the domain's `webhookEventTypesSchema`). */
    eventTypes: text("event_types").array().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    disabledReason: text("disabled_reason", { enum: webhookDisabledReasons }),
    disabledAt: moment("disabled_at"),
    /** `whsec_` and 32 random bytes in base64: the server signs with it, so it is kept readable. */
    secret: text("secret").notNull(),
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: moment("previous_secret_expires_at"),
    lastSuccessAt: moment("last_success_at"),
    lastFailureAt: moment("last_failure_at"),
    /** The first failed attempt with no 2xx after it; cleared by a 2xx and by enabling the endpoint again. */
    failingSince: moment("failing_since"),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("webhook_endpoints_organism_id_idx").on(table.organismId),
    check(
      "webhook_endpoints_disabled_check",
      sql`(${table.enabled}) = (${table.disabledReason} is null) and (${table.disabledReason} is null) = (${table.disabledAt} is null)`,
    ),
    check(
      "webhook_endpoints_disabled_reason_check",
      sql`${table.disabledReason} is null or ${table.disabledReason} in ${sqlList(webhookDisabledReasons)}`,
    ),
    check(
      "webhook_endpoints_previous_secret_check",
      sql`(${table.previousSecret} is null) = (${table.previousSecretExpiresAt} is null)`,
    ),
  ],
);

/**
 * The outbox of webhook events (docs/webhooks.md#events): written in the
 * transaction of the change that causes it, so a rolled-back change sends
 * nothing; the dispatcher fans each out once into deliveries. A test event
 * names its one endpoint and is never fanned out to others.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    /** `msg_` and 24 random characters: the `webhook-id` every attempt and replay of it carries. */
    publicId: text("public_id").notNull(),
    organismId: integer("organism_id")
      .notNull()
      .references(() => organisms.id, { onDelete: "cascade" }),
    type: text("type", { enum: webhookDeliveryEventTypes }).notNull(),
    /** The envelope's `data`, checked against the domain's schema of the type when recorded. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    occurredAt: moment("occurred_at").notNull(),
    /** A test event's one endpoint. */
    testEndpointId: integer("test_endpoint_id").references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    fannedOut: boolean("fanned_out").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("webhook_events_public_id_key").on(table.publicId),
    index("webhook_events_unfanned_idx").on(table.id).where(sql`not ${table.fannedOut}`),
    index("webhook_events_created_at_idx").on(table.createdAt),
    check("webhook_events_type_check", sql`${table.type} in ${sqlList(webhookDeliveryEventTypes)}`),
  ],
);

/**
 * An event to one endpoint (docs/webhooks.md#delivery): its state, attempts
 * and next try. `locked_until` is the lease of the instance sending it: a
 * delivery is claimed once (`FOR UPDATE SKIP LOCKED`), and taken back when
 * the lease runs out.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .references(() => webhookEvents.id, { onDelete: "cascade" }),
    state: text("state", { enum: webhookDeliveryStates }).notNull().default("pending"),
    /** Attempts made, replays included (the log numbers them on). */
    attempts: integer("attempts").notNull().default(0),
    /** Attempts made since the delivery was created or last replayed: the schedule's position. */
    scheduleAttempts: integer("schedule_attempts").notNull().default(0),
    nextAttemptAt: moment("next_attempt_at"),
    lockedUntil: moment("locked_until"),
    lastAttemptAt: moment("last_attempt_at"),
    lastStatus: integer("last_status"),
    deliveredAt: moment("delivered_at"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("webhook_deliveries_endpoint_event_key").on(table.endpointId, table.eventId),
    // What the dispatcher claims: pending and due, oldest first.
    index("webhook_deliveries_due_idx").on(table.nextAttemptAt).where(sql`${table.state} = 'pending'`),
    // What is in flight, per endpoint (its cap), and leases to take back.
    index("webhook_deliveries_sending_idx")
      .on(table.endpointId, table.lockedUntil)
      .where(sql`${table.state} = 'sending'`),
    // The log: an endpoint's deliveries, newest first.
    index("webhook_deliveries_endpoint_id_idx").on(table.endpointId, table.id),
    index("webhook_deliveries_event_id_idx").on(table.eventId),
    check("webhook_deliveries_state_check", sql`${table.state} in ${sqlList(webhookDeliveryStates)}`),
  ],
);

/** One attempt of a delivery (docs/webhooks.md#log): what was answered, or why nothing was, and how long it took. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    deliveryId: bigint("delivery_id", { mode: "number" })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    startedAt: moment("started_at").notNull(),
    durationMs: integer("duration_ms").notNull(),
    responseStatus: integer("response_status"),
    /** The answer body's first 1,024 bytes, as text. */
    responseHead: text("response_head").notNull().default(""),
    error: text("error"),
  },
  (table) => [index("webhook_attempts_delivery_id_idx").on(table.deliveryId, table.attempt)],
);
