import { isApiError } from "./api-error";

/**
 * A 503 that says the service will be back in a moment (docs/operations.md#database-faults):
 * the database stalled or restarted (DATABASE_UNAVAILABLE), or the server
 * sheds load (SERVER_BUSY). A read is worth repeating after `Retry-After`;
 * a search's own timeout (SEARCH_TIMEOUT) is not one: the same search would
 * take as long again.
 */
export function isServiceBrieflyUnavailable(error: unknown): boolean {
  return (
    isApiError(error) && error.status === 503 && (error.code === "DATABASE_UNAVAILABLE" || error.code === "SERVER_BUSY")
  );
}

/** The answer's `Retry-After` (or `retry_after` in its body), in seconds, when it gave one. */
export function retryAfterSecondsOf(error: unknown): number | undefined {
  if (!isApiError(error)) return undefined;
  const seconds = error.details.retry_after;
  return typeof seconds === "number" && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}
