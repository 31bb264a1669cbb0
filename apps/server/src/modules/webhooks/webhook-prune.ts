import { webhookLimits } from "@ondine/domain";
import type { Database } from "../../db";
import { pruneWebhookEvents } from "./webhook-deliveries.repository";

/** The daily job that deletes the webhooks' history past its retention (docs/webhooks.md#log). */
export const webhookPruneKind = "webhooks.prune";
export const webhookPruneIntervalMs = 86_400_000;

const dayMs = 86_400_000;
/** Events deleted per statement: a long backlog goes in short transactions. */
const pruneBatch = 5_000;

/**
 * Deletes the events recorded more than 30 days before `now`, with their deliveries and attempts
 * (docs/webhooks.md#log: kept 30 days). Answers how many events went.
 */
export function pruneWebhookHistory(db: Database, now: Date): Promise<number> {
  return pruneWebhookEvents(db, new Date(now.getTime() - webhookLimits.retentionDays * dayMs), pruneBatch);
}
