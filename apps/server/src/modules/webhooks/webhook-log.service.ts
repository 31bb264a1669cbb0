import {
  totalPages,
  type WebhookDeliveryDetail,
  type WebhookDeliveryPage,
  type WebhookDeliveryQuery,
  type WebhookQueued,
  type WebhookReplay,
  webhookLimits,
  webhookTestEventDataSchema,
} from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import type { ModuleDependencies } from "../../module-dependencies";
import { findLocationNames } from "../locations";
import { newWebhookEventId, wakeWebhookDispatcher } from "./record-webhook-event";
import { presentWebhookDelivery, presentWebhookDeliveryDetail } from "./webhook-endpoint.presenter";
import { endpointOfCaller } from "./webhook-endpoints.service";
import {
  findWebhookLogDetail,
  findWebhookLogPage,
  hasWebhookDelivery,
  insertWebhookTestEvent,
  replayFailedWebhookDeliveries,
  replayWebhookDelivery,
} from "./webhook-log.repository";
import { webhookRequestBody } from "./webhook-request-body";
import { recordWebhooksAudit } from "./webhooks-audit";
import { assertMayManageWebhooks, callerName, type WebhooksCaller } from "./webhooks-caller";

/** `GET /webhooks/endpoints/{id}/deliveries`: the endpoint's log, newest first, 50 a page, by state and type. */
export async function listWebhookDeliveries(
  deps: Pick<ModuleDependencies, "db">,
  caller: WebhooksCaller,
  endpointId: number,
  query: WebhookDeliveryQuery,
): Promise<WebhookDeliveryPage> {
  assertMayManageWebhooks(caller);
  const endpoint = await endpointOfCaller(deps.db, caller, endpointId);
  const perPage = webhookLimits.deliveriesPageSize;
  const { rows, total } = await findWebhookLogPage(
    deps.db,
    endpoint,
    { state: query.state, eventType: query.event_type },
    { limit: perPage, offset: (query.page - 1) * perPage },
  );
  return {
    deliveries: rows.map(presentWebhookDelivery),
    current_page: query.page,
    total_pages: totalPages(total, perPage),
  };
}

/**
 * `GET /webhooks/endpoints/{id}/deliveries/{delivery_id}`: a delivery of the
 * endpoint with the body its attempts post (the sender's own serialization)
 * and every attempt; another endpoint's delivery answers 404.
 */
export async function getWebhookDelivery(
  deps: Pick<ModuleDependencies, "db">,
  caller: WebhooksCaller,
  endpointId: number,
  deliveryId: number,
): Promise<WebhookDeliveryDetail> {
  assertMayManageWebhooks(caller);
  const endpoint = await endpointOfCaller(deps.db, caller, endpointId);
  const detail = await findWebhookLogDetail(deps.db, endpoint, deliveryId);
  if (!detail) throw new AppError("NOT_FOUND", "No such delivery.");
  return presentWebhookDeliveryDetail(detail, webhookRequestBody(detail.event));
}

/**
 * `POST /webhooks/endpoints/{id}/deliveries/{delivery_id}/replay`
 * (docs/webhooks.md#log "Replay one"): a failed or delivered delivery is due
 * again now, on a fresh schedule, with the same event id; one still pending
 * or being sent is queued already (`queued: 0`). Audited; the dispatcher is
 * woken at the commit.
 */
export async function replayOneWebhookDelivery(
  deps: Pick<ModuleDependencies, "db" | "now">,
  caller: WebhooksCaller,
  endpointId: number,
  deliveryId: number,
): Promise<WebhookQueued> {
  assertMayManageWebhooks(caller);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const endpoint = await endpointOfCaller(tx, caller, endpointId);
    if (!(await hasWebhookDelivery(tx, endpoint, deliveryId))) throw new AppError("NOT_FOUND", "No such delivery.");
    if (!(await replayWebhookDelivery(tx, endpoint, deliveryId, now))) return { queued: 0 };
    await recordWebhooksAudit(tx, caller, "webhooks.delivery_replayed", endpoint, {
      webhook_delivery_id: deliveryId,
    });
    await wakeWebhookDispatcher({ db: tx, now: deps.now });
    return { queued: 1 };
  });
}

/**
 * `POST /webhooks/endpoints/{id}/replay` (docs/webhooks.md#log "Replay all
 * failed since"): the endpoint's failed deliveries created since then, the
 * oldest `replayMax` of them, queued again now; answers how many. Audited.
 */
export async function replayFailedWebhookDeliveriesSince(
  deps: Pick<ModuleDependencies, "db" | "now">,
  caller: WebhooksCaller,
  endpointId: number,
  input: WebhookReplay,
): Promise<WebhookQueued> {
  assertMayManageWebhooks(caller);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const endpoint = await endpointOfCaller(tx, caller, endpointId);
    const queued = await replayFailedWebhookDeliveries(
      tx,
      endpoint,
      new Date(input.since),
      webhookLimits.replayMax,
      now,
    );
    await recordWebhooksAudit(tx, caller, "webhooks.deliveries_replayed", endpoint, { since: input.since, queued });
    if (queued > 0) await wakeWebhookDispatcher({ db: tx, now: deps.now });
    return { queued };
  });
}

/**
 * `POST /webhooks/endpoints/{id}/test` (docs/webhooks.md#log "Send a test
 * event"): a `webhook.test` event of the endpoint's organism naming that
 * endpoint alone, which the dispatcher fans out to it only, whatever it asked
 * for; the dispatcher is woken at the commit.
 */
export async function sendWebhookTestEvent(
  deps: Pick<ModuleDependencies, "db" | "now">,
  caller: WebhooksCaller,
  endpointId: number,
): Promise<WebhookQueued> {
  assertMayManageWebhooks(caller);
  const now = deps.now();
  const endpoint = await endpointOfCaller(deps.db, caller, endpointId);
  const names = await findLocationNames(deps.db, { organismIds: [endpoint.organismId], siteIds: [] });
  const data = webhookTestEventDataSchema.parse({
    organism: { id: endpoint.organismId, name: names.organisms.get(endpoint.organismId) ?? "" },
    endpoint_id: endpoint.id,
    sent_by: callerName(caller),
  });
  await deps.db.transaction(async (tx) => {
    const locked = await endpointOfCaller(tx, caller, endpointId, { forUpdate: true });
    await insertWebhookTestEvent(tx, locked, { publicId: newWebhookEventId(), data, occurredAt: now });
    await wakeWebhookDispatcher({ db: tx, now: deps.now });
  });
  return { queued: 1 };
}
