import type { WebhookAttempt } from "@ondine/domain";

/** Why an attempt brought no answer that counts, as the server names it (docs/webhooks.md#log), each explained in words. */
export const explainedAttemptErrors = [
  "timeout",
  "address_refused",
  "https_required",
  "redirect",
  "connection",
  "dns",
] as const;
export type ExplainedAttemptError = (typeof explainedAttemptErrors)[number];

/** What an attempt's outcome reads as: delivered, one of the known reasons, an answer that was not 2xx, or a reason the console does not know (shown as the server wrote it). */
export type AttemptOutcome =
  | { kind: "delivered" }
  | { kind: "known"; error: ExplainedAttemptError }
  | { kind: "status"; status: number }
  | { kind: "other"; error: string };

function isExplained(error: string): error is ExplainedAttemptError {
  return (explainedAttemptErrors as readonly string[]).includes(error);
}

/** Only a 2xx counts as delivered (docs/webhooks.md#delivery); a known reason wins over the status it came with (a redirect's 302). */
export function attemptOutcome(attempt: Pick<WebhookAttempt, "response_status" | "error">): AttemptOutcome {
  const { error, response_status: status } = attempt;
  if (error !== null && isExplained(error)) return { kind: "known", error };
  if (status !== null && status >= 200 && status < 300 && error === null) return { kind: "delivered" };
  if (status !== null) return { kind: "status", status };
  return { kind: "other", error: error ?? "" };
}
