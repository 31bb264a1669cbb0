import type { AlertNoiseRules } from "./alert-noise-rules";

/** One person's pending notifications (all their sites), as the grouping sees them. */
export type AlertGroup = { oldestPendingAt: Date; lastMailedAt: Date | null };

/**
 * When a person's pending notifications may go in one mail (docs/alerts.md#noise):
 * the oldest has waited the group wait, and the group interval has passed
 * since their last alert mail.
 */
export function alertGroupReadyAt(group: AlertGroup, rules: AlertNoiseRules): Date {
  const waited = group.oldestPendingAt.getTime() + rules.groupWaitMs;
  const spaced = group.lastMailedAt === null ? waited : group.lastMailedAt.getTime() + rules.groupIntervalMs;
  return new Date(Math.max(waited, spaced));
}

export function isAlertGroupReady(group: AlertGroup, now: Date, rules: AlertNoiseRules): boolean {
  return now >= alertGroupReadyAt(group, rules);
}
