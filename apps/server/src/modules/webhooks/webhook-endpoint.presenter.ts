import type {
  WebhookAttempt,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookEndpoint,
  WebhookEventType,
} from "@ondine/domain";
import type { WebhookEndpointRow, WebhookEndpointWithCounts } from "./webhook-endpoints.repository";
import type { WebhookAttemptRow, WebhookLogDetail, WebhookLogRow } from "./webhook-log.repository";

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/**
 * An endpoint as the console reads it (docs/webhooks.md#calls), its health
 * beside it; never its secret, which only the creation and the rotation
 * answer, once.
 */
export function presentWebhookEndpoint(row: WebhookEndpointWithCounts, organismName: string): WebhookEndpoint {
  return {
    id: row.id,
    organism_id: row.organismId,
    organism_name: organismName,
    url: row.url,
    description: row.description,
    event_types: row.eventTypes as WebhookEventType[],
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    disabled_at: iso(row.disabledAt),
    previous_secret_expires_at: iso(row.previousSecretExpiresAt),
    created_at: row.createdAt.toISOString(),
    health: {
      last_success_at: iso(row.lastSuccessAt),
      last_failure_at: iso(row.lastFailureAt),
      failing_since: iso(row.failingSince),
      pending: row.pending,
      failed_last_day: row.failedLastDay,
    },
  };
}

/** A new endpoint has no delivery yet: its counts are nought. */
export function withoutDeliveries(row: WebhookEndpointRow): WebhookEndpointWithCounts {
  return { ...row, pending: 0, failedLastDay: 0 };
}

/** A row of the log. */
export function presentWebhookDelivery(row: WebhookLogRow): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.eventPublicId,
    event_type: row.eventType,
    state: row.state,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: iso(row.lastAttemptAt),
    last_status: row.lastStatus,
    next_attempt_at: iso(row.nextAttemptAt),
    delivered_at: iso(row.deliveredAt),
  };
}

function presentWebhookAttempt(row: WebhookAttemptRow): WebhookAttempt {
  return {
    attempt: row.attempt,
    started_at: row.startedAt.toISOString(),
    duration_ms: row.durationMs,
    response_status: row.responseStatus,
    response_head: row.responseHead,
    error: row.error,
  };
}

/** A delivery opened: the body as the sender posts it, and every attempt. */
export function presentWebhookDeliveryDetail(row: WebhookLogDetail, requestBody: string): WebhookDeliveryDetail {
  return {
    ...presentWebhookDelivery(row),
    request_body: requestBody,
    attempt_log: row.attemptLog.map(presentWebhookAttempt),
  };
}
