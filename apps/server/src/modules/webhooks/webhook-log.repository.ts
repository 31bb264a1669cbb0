import type { WebhookDeliveryEventType, WebhookDeliveryState } from "@ondine/domain";
import { and, asc, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { webhookAttempts, webhookDeliveries, webhookEvents } from "../../db/schema";
import type { WebhookEndpointRow } from "./webhook-endpoints.repository";

// An endpoint's log (docs/webhooks.md#log): its deliveries with their event,
// their attempts, the replays and the test event. Every query here starts from
// an endpoint the caller's scope found (`findEndpointInScope`).

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;

/** A delivery with what the log shows of its event. */
export type WebhookLogRow = WebhookDeliveryRow & { eventPublicId: string; eventType: WebhookDeliveryEventType };

/** A delivery opened in the log: its event whole (the body it posts is built from it) and its attempts. */
export type WebhookLogDetail = WebhookLogRow & {
  event: { type: WebhookDeliveryEventType; occurredAt: Date; data: Record<string, unknown> };
  attemptLog: WebhookAttemptRow[];
};

export type WebhookLogFilter = { state?: WebhookDeliveryState; eventType?: WebhookDeliveryEventType };

const logColumns = {
  delivery: webhookDeliveries,
  eventPublicId: webhookEvents.publicId,
  eventType: webhookEvents.type,
};

function logCondition(endpoint: WebhookEndpointRow, filter: WebhookLogFilter): SQL | undefined {
  return and(
    eq(webhookDeliveries.endpointId, endpoint.id),
    filter.state === undefined ? undefined : eq(webhookDeliveries.state, filter.state),
    filter.eventType === undefined ? undefined : eq(webhookEvents.type, filter.eventType),
  );
}

/**
 * One page of the endpoint's deliveries, newest first, and how many there
 * are in all: `(endpoint_id, id)` is the log's index, read backwards.
 */
export async function findWebhookLogPage(
  db: Database,
  endpoint: WebhookEndpointRow,
  filter: WebhookLogFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: WebhookLogRow[]; total: number }> {
  const condition = logCondition(endpoint, filter);
  const [rows, [count]] = await Promise.all([
    db
      .select(logColumns)
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(condition)
      .orderBy(desc(webhookDeliveries.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(condition),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.delivery, eventPublicId: row.eventPublicId, eventType: row.eventType })),
    total: count?.count ?? 0,
  };
}

/** A delivery of the endpoint with its event and every attempt, oldest first; another endpoint's is none. */
export async function findWebhookLogDetail(
  db: Database,
  endpoint: WebhookEndpointRow,
  deliveryId: number,
): Promise<WebhookLogDetail | undefined> {
  const [row] = await db
    .select({ ...logColumns, occurredAt: webhookEvents.occurredAt, data: webhookEvents.data })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.id, deliveryId)));
  if (!row) return undefined;
  const attemptLog = await db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(asc(webhookAttempts.attempt), asc(webhookAttempts.id));
  return {
    ...row.delivery,
    eventPublicId: row.eventPublicId,
    eventType: row.eventType,
    event: { type: row.eventType, occurredAt: row.occurredAt, data: row.data },
    attemptLog,
  };
}

/** What a replay sets: due now, on a fresh schedule, free of any lease. */
const queuedAgain = (now: Date) => ({
  state: "pending" as const,
  nextAttemptAt: now,
  scheduleAttempts: 0,
  lockedUntil: null,
  deliveredAt: null,
});

/**
 * Queues a delivery of the endpoint again, now, on a fresh schedule: a
 * failed or delivered one, or one waiting for a later retry (its receiver
 * fixed, the owner need not wait hours for the schedule). One being sent is
 * left alone. Answers whether it was queued.
 */
export async function replayWebhookDelivery(
  tx: Database,
  endpoint: WebhookEndpointRow,
  deliveryId: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(webhookDeliveries)
    .set(queuedAgain(now))
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpoint.id),
        eq(webhookDeliveries.id, deliveryId),
        inArray(webhookDeliveries.state, ["failed", "delivered", "pending"]),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/** Whether the endpoint has this delivery. */
export async function hasWebhookDelivery(db: Database, endpoint: WebhookEndpointRow, deliveryId: number) {
  const [row] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.id, deliveryId)));
  return row !== undefined;
}

/**
 * Queues again the endpoint's failed deliveries created at or after `since`,
 * the oldest `max` of them; answers how many.
 */
export async function replayFailedWebhookDeliveries(
  tx: Database,
  endpoint: WebhookEndpointRow,
  since: Date,
  max: number,
  now: Date,
): Promise<number> {
  const chosen = tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpoint.id),
        eq(webhookDeliveries.state, "failed"),
        gte(webhookDeliveries.createdAt, since),
      ),
    )
    .orderBy(asc(webhookDeliveries.id))
    .limit(max);
  const rows = await tx
    .update(webhookDeliveries)
    .set(queuedAgain(now))
    .where(and(inArray(webhookDeliveries.id, chosen), eq(webhookDeliveries.state, "failed")))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

/**
 * The test event of an endpoint (docs/webhooks.md#log "Send a test event"):
 * a `webhook.test` of its organism naming it alone, which the dispatcher fans
 * out to that endpoint only, whatever it asked for.
 */
export async function insertWebhookTestEvent(
  tx: Database,
  endpoint: WebhookEndpointRow,
  event: { publicId: string; data: Record<string, unknown>; occurredAt: Date },
): Promise<void> {
  await tx.insert(webhookEvents).values({
    publicId: event.publicId,
    organismId: endpoint.organismId,
    type: "webhook.test",
    data: event.data,
    occurredAt: event.occurredAt,
    testEndpointId: endpoint.id,
    createdAt: event.occurredAt,
  });
}
