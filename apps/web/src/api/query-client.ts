import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-error";

const maxRetries = 2;

/**
 * Retry only what may pass on a second try: no answer at all (status 0) or a
 * server error (5xx). A 4xx (and SPEC's 302) says the request itself is
 * refused; repeating it changes nothing.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxRetries) return false;
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry },
      // A mutation is not repeated behind the user's back.
      mutations: { retry: false },
    },
  });
}
