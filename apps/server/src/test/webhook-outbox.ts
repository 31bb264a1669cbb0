import { randomBytes } from "node:crypto";
import type { WebhookEventType } from "@ondine/domain";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db";
import { webhookEndpoints, webhookEvents } from "../db/schema";

// What the tests of webhook producers share (docs/webhooks.md#events): an
// endpoint that asks for some types, since an event nobody wants is not
// kept, and the events an organism's changes recorded.

/** An endpoint of the organism asking for `eventTypes`; `disabledAt` makes it one its owner turned off. */
export function insertWantingEndpoint(
  db: Database,
  organismId: number,
  eventTypes: readonly WebhookEventType[],
  options: { disabledAt?: Date } = {},
) {
  return db.insert(webhookEndpoints).values({
    organismId,
    url: "https://hooks.example.test/ondine",
    eventTypes: [...eventTypes].sort(),
    secret: `whsec_${randomBytes(32).toString("base64")}`,
    ...(options.disabledAt
      ? { enabled: false, disabledReason: "manual" as const, disabledAt: options.disabledAt }
      : {}),
  });
}

/** The organism's recorded events, oldest first: their type, organism and data. */
export function recordedWebhookEvents(db: Database, organismId: number) {
  return db
    .select({ type: webhookEvents.type, organismId: webhookEvents.organismId, data: webhookEvents.data })
    .from(webhookEvents)
    .where(eq(webhookEvents.organismId, organismId))
    .orderBy(asc(webhookEvents.id));
}
