/** The first retry's wait; each later one waits twice as long. */
export const firstJobRetryDelayMs = 10_000;

/** No retry waits longer than this. */
export const maxJobRetryDelayMs = 3_600_000;

/**
 * Wait before retrying a job after its `failedAttempts`-th failure (1-based):
 * 10 s, 20 s, 40 s... at most an hour, so a dependency that is down is not
 * hammered and one that blinked is retried soon.
 */
export function jobRetryDelayMs(failedAttempts: number): number {
  return Math.min(firstJobRetryDelayMs * 2 ** (failedAttempts - 1), maxJobRetryDelayMs);
}
