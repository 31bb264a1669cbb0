import type { WebhookEventData } from "@ondine/domain";
import { asc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { runRegisteredJob } from "../../test/run-registered-job";
import { type WebhookEventToRecord, webhookDispatchKind } from "./record-webhook-event";
import { newWebhookSecret } from "./webhook-signature";

// The delivery engine's tests (docs/webhooks.md#delivery): endpoints written straight, `code.used` events
// to record, and the dispatcher's job run as the worker would run it.

let endpointCount = 0;

/** An endpoint written straight, asking for `code.used` unless told, with a fresh secret. */
export async function insertEngineEndpoint(
  db: Database,
  values: Partial<typeof webhookEndpoints.$inferInsert> & { organismId: number; url: string },
) {
  endpointCount += 1;
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      eventTypes: ["code.used"],
      secret: newWebhookSecret(),
      description: `Endpoint ${endpointCount}`,
      ...values,
    })
    .returning();
  if (!row) throw new Error("insertEngineEndpoint: no row");
  return row;
}

let codeCount = 0;

/** A `code.used` event of the organism, its data as the catalogue's schema wants it. */
export function codeUsed(
  organism: { id: number; name: string },
  at = new Date(),
): WebhookEventToRecord<"code.used"> & { data: WebhookEventData<"code.used"> } {
  codeCount += 1;
  return {
    organismId: organism.id,
    type: "code.used",
    data: {
      organism: { id: organism.id, name: organism.name },
      site: null,
      code: `CODE${String(codeCount).padStart(4, "0")}`,
      batch_id: "batch-1",
      first_used_at: at.toISOString(),
    },
  };
}

/** One run of the `webhooks.dispatch` job the app registered, at its clock's now. */
export function runDispatch(app: FastifyInstance): Promise<void> {
  return runRegisteredJob(app.jobs, webhookDispatchKind, app.clock.now());
}

/** An endpoint's deliveries as stored, oldest first. */
export function deliveriesOf(db: Database, endpointId: number) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(asc(webhookDeliveries.id));
}

/** The attempts of these deliveries, in order. */
export function attemptsOf(db: Database, deliveryIds: readonly number[]) {
  return db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, [...deliveryIds]))
    .orderBy(asc(webhookAttempts.deliveryId), asc(webhookAttempts.attempt));
}

/** The endpoint as stored. */
export async function endpointRow(db: Database, id: number) {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}
