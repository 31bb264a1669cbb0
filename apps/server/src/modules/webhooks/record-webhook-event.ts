import { randomBytes } from "node:crypto";
import { type WebhookEventType, webhookEventDataSchemas } from "@ondine/domain";
import type { ModuleDependencies } from "../../module-dependencies";
import { enqueueJob } from "../jobs";
import { insertWantedWebhookEvents, type NewWebhookEvent } from "./webhook-events.repository";

/** The job that fans events out and sends what is due (docs/webhooks.md#delivery). */
export const webhookDispatchKind = "webhooks.dispatch";

export type WebhookEventToRecord<Type extends WebhookEventType = WebhookEventType> = {
  organismId: number;
  type: Type;
  data: unknown;
  /** When the change happened; the clock's now by default. */
  occurredAt?: Date;
};

/** `msg_` and 24 random characters: the event's `webhook-id`, the same on every attempt and replay. */
export function newWebhookEventId(): string {
  return `msg_${randomBytes(18).toString("base64url")}`;
}

/**
 * Writes webhook events into the outbox (docs/webhooks.md#events). Pass the
 * transaction of the change that causes them (`{ ...deps, db: tx }`): a
 * rolled-back change then records nothing, a committed one never loses them,
 * and the dispatcher is woken at the commit. Each event's data is checked
 * against its type's schema first (a producer's mistake throws, rolling the
 * change back in tests rather than sending an integrator a wrong shape). An
 * event no enabled endpoint of its organism wants is not kept.
 */
export async function recordWebhookEvents(
  deps: Pick<ModuleDependencies, "db" | "now">,
  events: readonly WebhookEventToRecord[],
): Promise<void> {
  if (events.length === 0) return;
  const now = deps.now();
  const rows: NewWebhookEvent[] = events.map((event) => ({
    publicId: newWebhookEventId(),
    organismId: event.organismId,
    type: event.type,
    data: webhookEventDataSchemas[event.type].parse(event.data) as Record<string, unknown>,
    occurredAt: event.occurredAt ?? now,
  }));
  const kept = await insertWantedWebhookEvents(deps.db, rows);
  if (kept > 0) await wakeWebhookDispatcher(deps);
}

/**
 * Wakes the dispatcher when the caller's transaction commits (events recorded,
 * a test event, deliveries replayed). One wake per second at most, whatever
 * the number of changes: the job's key is the second.
 */
export async function wakeWebhookDispatcher(deps: Pick<ModuleDependencies, "db" | "now">): Promise<void> {
  await enqueueJob(deps, { kind: webhookDispatchKind, key: `wake:${Math.floor(deps.now().getTime() / 1000)}` });
}

/** {@link recordWebhookEvents} of one event. */
export function recordWebhookEvent(
  deps: Pick<ModuleDependencies, "db" | "now">,
  event: WebhookEventToRecord,
): Promise<void> {
  return recordWebhookEvents(deps, [event]);
}
