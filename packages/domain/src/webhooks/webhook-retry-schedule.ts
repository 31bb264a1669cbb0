import { webhookLimits, webhookRetryDelaysMs } from "./webhook-codes";

/** Attempts a delivery gets before it is failed: the schedule's length (8). */
export const webhookMaxAttempts = webhookRetryDelaysMs.length;

/**
 * When a delivery's next attempt is due after attempt number `attempt`
 * (1-based) failed at `failedAt`: the schedule's next delay from that
 * failure, or null when the attempts are spent (docs/webhooks.md#delivery).
 */
export function nextWebhookAttemptAt(attempt: number, failedAt: Date): Date | null {
  if (!Number.isInteger(attempt) || attempt < 1) throw new Error("nextWebhookAttemptAt: attempt is 1 or more");
  const delay = webhookRetryDelaysMs[attempt];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}

/**
 * Whether an endpoint failing since `failingSince` (its first failure with no
 * 2xx after it) is to be disabled at `now`: after 5 days of failures.
 */
export function isWebhookEndpointToDisable(failingSince: Date | null, now: Date): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= webhookLimits.disableAfterFailingMs;
}

/** Whether an answer's status counts as delivered: a 2xx, and only a 2xx (a redirect is not followed). */
export function isWebhookDelivered(status: number): boolean {
  return status >= 200 && status <= 299;
}
