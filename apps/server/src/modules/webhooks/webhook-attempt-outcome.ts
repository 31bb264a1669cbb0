import { isWebhookDelivered, nextWebhookAttemptAt } from "@ondine/domain";
import {
  type ClaimedWebhookDelivery,
  settleWebhookDeliveries,
  type WebhookAttemptRecord,
} from "./webhook-deliveries.repository";
import { disableWebhookEndpointIfFailing } from "./webhook-endpoint-disabling";
import { recordWebhookEndpointOutcomes } from "./webhook-endpoint-health.repository";
import type { WebhookOwnerMailDependencies } from "./webhook-owner-mail";
import type { WebhookAttemptOutcome } from "./webhook-sender";

/** One attempt made: the delivery as claimed, when the attempt began, what it came to. */
export type WebhookAttemptMade = {
  claimed: ClaimedWebhookDelivery;
  startedAt: Date;
  outcome: WebhookAttemptOutcome;
};

/** What writing an attempt's outcome did. */
export type WebhookAttemptResult =
  | { recorded: false }
  | { recorded: true; state: "delivered" | "pending" | "failed"; endpointDisabled: boolean };

/** Whether an attempt delivered: a 2xx, and only a 2xx, with nothing gone wrong after it. */
function delivered(outcome: WebhookAttemptOutcome): boolean {
  return outcome.error === null && outcome.status !== null && isWebhookDelivered(outcome.status);
}

/**
 * Writes attempts' outcomes in one transaction, however many (docs/webhooks.md#delivery, #disabling):
 * each attempt in the log; its delivery delivered, pending at the schedule's next moment, or failed
 * once its eight attempts are spent (`attempts` counts replays too, `schedule_attempts` this schedule's);
 * each endpoint's health (last success or failure, failing streak); and, a failure having made a streak
 * 5 days long, the endpoint disabled and its owners mailed. An attempt whose lease was taken back
 * meanwhile writes nothing (another instance owns its delivery now). Answers each attempt's result, in
 * order.
 */
export async function recordWebhookAttemptOutcomes(
  deps: WebhookOwnerMailDependencies,
  attempts: readonly WebhookAttemptMade[],
): Promise<WebhookAttemptResult[]> {
  if (attempts.length === 0) return [];
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const records: WebhookAttemptRecord[] = attempts.map(({ claimed, startedAt, outcome }) => ({
      deliveryId: claimed.id,
      lockedUntil: claimed.lockedUntil,
      startedAt,
      durationMs: outcome.durationMs,
      status: outcome.status,
      head: outcome.head,
      // Why no answer came (or a redirect's); an answer's status speaks for itself.
      error: outcome.error,
      delivered: delivered(outcome),
      nextAttemptAt: delivered(outcome) ? null : nextWebhookAttemptAt(claimed.scheduleAttempts + 1, now),
    }));
    const settled = new Map((await settleWebhookDeliveries(tx, records, now)).map((row) => [row.id, row]));

    const byEndpoint = new Map<number, { endpointId: number; succeeded: boolean; failed: boolean }>();
    for (const row of settled.values()) {
      const entry = byEndpoint.get(row.endpointId) ?? { endpointId: row.endpointId, succeeded: false, failed: false };
      if (row.state === "delivered") entry.succeeded = true;
      else entry.failed = true;
      byEndpoint.set(row.endpointId, entry);
    }
    const health = await recordWebhookEndpointOutcomes(tx, [...byEndpoint.values()], now);
    const disabled = new Set<number>();
    for (const endpoint of health) {
      if (!byEndpoint.get(endpoint.id)?.failed) continue;
      if (await disableWebhookEndpointIfFailing({ ...deps, db: tx }, endpoint.id, endpoint)) disabled.add(endpoint.id);
    }

    return attempts.map(({ claimed }): WebhookAttemptResult => {
      const row = settled.get(claimed.id);
      if (!row) return { recorded: false };
      // Told once per endpoint disabled.
      const endpointDisabled = row.state !== "delivered" && disabled.delete(claimed.endpointId);
      return { recorded: true, state: row.state, endpointDisabled };
    });
  });
}
