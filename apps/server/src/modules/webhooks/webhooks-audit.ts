import type { Database } from "../../db";
import { recordAuditEvent } from "../audit";
import type { WebhookEndpointRow } from "./webhook-endpoints.repository";
import type { WebhooksCaller } from "./webhooks-caller";

type WebhooksAuditAction =
  | "webhooks.endpoint_created"
  | "webhooks.endpoint_updated"
  | "webhooks.endpoint_deleted"
  | "webhooks.secret_rotated"
  | "webhooks.delivery_replayed"
  | "webhooks.deliveries_replayed";

/**
 * The audit line of a change to an endpoint (docs/webhooks.md#calls), written
 * in the change's transaction: who, from where, the endpoint, its organism and
 * address, and what the change was about (never a secret).
 */
export function recordWebhooksAudit(
  tx: Database,
  caller: WebhooksCaller,
  action: WebhooksAuditAction,
  endpoint: WebhookEndpointRow,
  extra: Record<string, unknown> = {},
): Promise<void> {
  return recordAuditEvent(tx, {
    action,
    actorId: caller.actor.id,
    subjectId: null,
    impersonatorId: caller.actor.impersonatorId ?? null,
    ip: caller.ip ?? null,
    details: { webhook_endpoint_id: endpoint.id, organism_id: endpoint.organismId, url: endpoint.url, ...extra },
  });
}
