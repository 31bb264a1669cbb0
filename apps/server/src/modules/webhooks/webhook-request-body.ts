import type { WebhookDeliveryEventType, WebhookEnvelope } from "@ondine/domain";

/**
 * The body every attempt of an event posts (docs/webhooks.md#events): the Standard Webhooks envelope
 * `{ type, timestamp, data }` as JSON, `timestamp` being when the change happened. The same bytes on
 * every attempt and replay, and what the log shows as the request sent.
 */
export function webhookRequestBody(event: {
  type: WebhookDeliveryEventType;
  occurredAt: Date;
  data: Record<string, unknown>;
}): string {
  const envelope: WebhookEnvelope = { type: event.type, timestamp: event.occurredAt.toISOString(), data: event.data };
  return JSON.stringify(envelope);
}
