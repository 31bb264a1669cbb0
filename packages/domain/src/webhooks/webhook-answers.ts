import { z } from "zod";
import { pageInfoShape } from "../pagination/page";
import {
  webhookDeliveryEventTypes,
  webhookDeliveryStates,
  webhookDisabledReasons,
  webhookEventTypes,
} from "./webhook-codes";

// What the webhook calls answer (docs/webhooks.md#calls). A secret is in two
// answers only, the creation's and the rotation's, and never again.

const instant = z.iso.datetime({ offset: true });

/** How an endpoint is doing: what the list's health column and the page's header read. */
export const webhookEndpointHealthSchema = z.object({
  last_success_at: instant.nullable(),
  last_failure_at: instant.nullable(),
  /** The first failure with no 2xx after it; null when the last attempt succeeded (or none was made). */
  failing_since: instant.nullable(),
  /** Deliveries waiting for an attempt (pending or sending). */
  pending: z.number().int(),
  /** Deliveries failed for good in the last 24 hours. */
  failed_last_day: z.number().int(),
});
export type WebhookEndpointHealth = z.infer<typeof webhookEndpointHealthSchema>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  organism_id: z.number().int(),
  organism_name: z.string(),
  url: z.string(),
  description: z.string(),
  event_types: z.array(z.enum(webhookEventTypes)),
  enabled: z.boolean(),
  /** Why it is disabled; null while enabled. */
  disabled_reason: z.enum(webhookDisabledReasons).nullable(),
  disabled_at: instant.nullable(),
  /** Until when the previous secret still signs, after a rotation; null when only one secret signs. */
  previous_secret_expires_at: instant.nullable(),
  created_at: instant,
  health: webhookEndpointHealthSchema,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

/** The creation's and the rotation's answer: the endpoint and its new secret, shown once. */
export const webhookEndpointWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

/** One attempt of a delivery: what was answered (or why nothing was), and how long it took. */
export const webhookAttemptSchema = z.object({
  attempt: z.number().int(),
  started_at: instant,
  duration_ms: z.number().int(),
  /** The answer's HTTP status; null when none came (timeout, refused address, connection). */
  response_status: z.number().int().nullable(),
  /** The answer body's first 1,024 bytes, as text. */
  response_head: z.string(),
  /** Why no answer counted, in the server's words (`timeout`, `address_refused`, `redirect`, `connection`, ...); null on a 2xx. */
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** A row of the log: an event to this endpoint, where its delivery stands. */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The event's id, the `webhook-id` header: the same on every attempt and replay. */
  event_id: z.string(),
  event_type: z.enum(webhookDeliveryEventTypes),
  state: z.enum(webhookDeliveryStates),
  attempts: z.number().int(),
  created_at: instant,
  last_attempt_at: instant.nullable(),
  /** The last attempt's answer status; null before any or when none came. */
  last_status: z.number().int().nullable(),
  next_attempt_at: instant.nullable(),
  delivered_at: instant.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryPageSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  ...pageInfoShape,
});
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

/** A delivery opened in the log: the request as sent (its body and headers but the signature) and every attempt. */
export const webhookDeliveryDetailSchema = webhookDeliverySchema.extend({
  request_body: z.string(),
  attempt_log: z.array(webhookAttemptSchema),
});
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetailSchema>;

/** `POST .../replay` and `POST .../test`: what was queued. */
export const webhookQueuedSchema = z.object({ queued: z.number().int() });
export type WebhookQueued = z.infer<typeof webhookQueuedSchema>;
