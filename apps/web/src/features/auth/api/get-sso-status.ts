import type { SsoStatus } from "@ondine/domain";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

/** GET /auth/oidc/status: whether staff single sign-on is configured on this server. */
export function getSsoStatus(signal?: AbortSignal): Promise<SsoStatus> {
  // Not parsed here, unlike the other clients: this call is on the JavaScript
  // loaded before sign-in, where a schema would bring zod (docs/api.md
  // "Answers"); the contract tests parse its answer with the route's schema.
  return apiRequest<SsoStatus>("GET", "/auth/oidc/status", { signal });
}

export function ssoStatusQueryOptions() {
  // A server setting: it changes only with a restart.
  return queryOptions({
    queryKey: ["auth", "oidc-status"],
    queryFn: ({ signal }) => getSsoStatus(signal),
    staleTime: Infinity,
  });
}

/**
 * Whether staff single sign-on is set up; false when the server cannot say
 * (the password form still works). A promise rather than a `useQuery` hook:
 * the sign-in page reads it with React's `use`, so the query observer
 * (2.8 KiB gzip) stays off its first load (docs/performance.md).
 */
export function fetchSsoEnabled(queryClient: QueryClient): Promise<boolean> {
  return queryClient.fetchQuery(ssoStatusQueryOptions()).then(
    (status) => status.enabled,
    () => false,
  );
}
