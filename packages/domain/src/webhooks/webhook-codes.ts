// Webhooks (docs/webhooks.md): an organism's endpoints receive its events,
// signed as the Standard Webhooks specification says. The codes, limits and
// timings both sides read.

/**
 * The events an endpoint may ask for (docs/webhooks.md#events). `webhook.test`
 * is sent only by the "send test event" button, to the one endpoint, whatever
 * it asked for.
 */
export const webhookEventTypes = [
  "site.down",
  "site.degraded",
  "site.recovered",
  "code_batch.created",
  "code.used",
  "code.disabled",
  "ticket.opened",
  "ticket.replied",
  "private_wifi.key_applied",
  "announcement.published",
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The test event's type: never subscribed to, never fanned out. */
export const webhookTestEventType = "webhook.test";

/** Every type a delivery may carry: the catalogue and the test event. */
export const webhookDeliveryEventTypes = [...webhookEventTypes, webhookTestEventType] as const;
export type WebhookDeliveryEventType = (typeof webhookDeliveryEventTypes)[number];

/**
 * Where a delivery stands (docs/webhooks.md#delivery): pending (waiting for
 * its next attempt), sending (an instance holds it, under a lease), delivered
 * (an answer 2xx), failed (its attempts are spent, or its endpoint was
 * disabled or deleted meanwhile; replay sends it again).
 */
export const webhookDeliveryStates = ["pending", "sending", "delivered", "failed"] as const;
export type WebhookDeliveryState = (typeof webhookDeliveryStates)[number];

/** Why an endpoint is disabled: its owner turned it off, or 5 days of failures did. */
export const webhookDisabledReasons = ["manual", "failing"] as const;
export type WebhookDisabledReason = (typeof webhookDisabledReasons)[number];

/**
 * Svix's schedule, as the issue asks: the delay before each attempt, the
 * first immediate. Eight attempts over about 27.6 hours; a delivery whose
 * eighth attempt fails is failed (replayable).
 */
export const webhookRetryDelaysMs = [
  0,
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;

export const webhookLimits = {
  /** An endpoint's URL, at most (the browsers' practical cap is far above; a receiver's URL is short). */
  urlMaxLength: 2_000,
  descriptionMaxLength: 255,
  /** Endpoints per organism. */
  endpointsPerOrganism: 20,
  /** How long an attempt may take, connection and answer together. */
  attemptTimeoutMs: 15_000,
  /** What is read of an answer's body, at most; the log keeps the first `answerHeadBytes`. */
  answerReadBytes: 64 * 1024,
  answerHeadBytes: 1_024,
  /** Attempts of one endpoint in flight at once, across every instance. */
  inFlightPerEndpoint: 10,
  /** An endpoint failing (no 2xx since its first failure) this long is disabled and its owners mailed. */
  disableAfterFailingMs: 5 * 24 * 3_600_000,
  /** After a rotation, the previous secret still signs this long (both signatures in the header). */
  secretOverlapMs: 24 * 3_600_000,
  /** A signed message's timestamp is trusted within this of the receiver's clock (the standard's tolerance). */
  timestampToleranceSeconds: 5 * 60,
  /** The log's page. */
  deliveriesPageSize: 50,
  /** Failed deliveries one "replay since" queues, at most (the rest by another call). */
  replayMax: 10_000,
  /** Events, deliveries and attempts are kept this long. */
  retentionDays: 30,
} as const;

/** The secret's prefix (Standard Webhooks): `whsec_` then 32 random bytes in base64. */
export const webhookSecretPrefix = "whsec_";

/** The headers every delivery carries (Standard Webhooks). */
export const webhookHeaders = {
  id: "webhook-id",
  timestamp: "webhook-timestamp",
  signature: "webhook-signature",
} as const;
