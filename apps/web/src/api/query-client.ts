import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-error";
import { isServiceBrieflyUnavailable, retryAfterSecondsOf } from "./service-unavailable";

const maxRetries = 2;

/**
 * Retries of a read while the service says it is briefly unavailable: with
 * the delays below, about half a minute of a database restart or a stall
 * is waited out before the screen shows its error.
 */
export const maxUnavailableRetries = 5;

/** The longest wait between two tries, unless the server asks for more. */
const maxRetryDelayMs = 30_000;

/**
 * Retry only what may pass on a second try: no answer at all (status 0) or a
 * server error (5xx), twice; a 503 that says the service is briefly
 * unavailable (DATABASE_UNAVAILABLE, SERVER_BUSY) a few times more. A 4xx
 * (and SPEC's 302) says the request itself is refused; repeating it changes
 * nothing. Queries only: they read (docs/operations.md#database-faults).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isServiceBrieflyUnavailable(error)) return failureCount < maxUnavailableRetries;
  if (failureCount >= maxRetries) return false;
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500;
}

/**
 * The wait before the next try: doubling from 1 s (TanStack Query's own
 * backoff), and never sooner than the answer's `Retry-After`.
 */
export function retryDelay(failureCount: number, error: unknown): number {
  const backoff = Math.min(1000 * 2 ** failureCount, maxRetryDelayMs);
  const asked = retryAfterSecondsOf(error);
  return asked === undefined ? backoff : Math.max(asked * 1000, backoff);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay },
      // A mutation is not repeated behind the user's back: a write answered 503
      // may have been done all the same, and the user decides to try again.
      mutations: { retry: false },
    },
  });
}
