import type { ModuleDependencies } from "../../module-dependencies";
import { fanOutWebhookEvents } from "./webhook-deliveries.repository";

/** Events fanned out in one transaction. */
export const webhookFanOutBatch = 1_000;

/**
 * Fans out the outbox's events not fanned out yet (docs/webhooks.md#events), a batch per transaction:
 * each event becomes one delivery per enabled endpoint of its organism asking for its type (a test
 * event, one to its endpoint), due now, and is marked fanned out in the same transaction, so an event
 * is fanned out once however many instances run this. Stops after `maxBatches` full batches (the next
 * run goes on). Answers the events and deliveries made.
 */
export async function fanOutWebhooks(
  deps: Pick<ModuleDependencies, "db" | "now">,
  options: { batch?: number; maxBatches?: number } = {},
): Promise<{ events: number; deliveries: number }> {
  const batch = options.batch ?? webhookFanOutBatch;
  const maxBatches = options.maxBatches ?? 10;
  const total = { events: 0, deliveries: 0 };
  for (let round = 0; round < maxBatches; round++) {
    const made = await fanOutWebhookEvents(deps.db, deps.now(), batch);
    total.events += made.events;
    total.deliveries += made.deliveries;
    if (made.events < batch) break;
  }
  return total;
}
