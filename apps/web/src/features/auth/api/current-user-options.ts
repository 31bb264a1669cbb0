import type { CurrentUser } from "@ondine/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

// GET /users/me: the fetcher and the query options. They live apart from the
// hook (get-current-user.ts, which re-exports them) because the route guard
// and the sign-in page need only these: importing the hook would put
// useQuery on the JavaScript loaded before sign-in (docs/performance.md).

export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  // Not parsed here, unlike the other clients: this call is on the JavaScript
  // loaded before sign-in, where a schema would bring zod (docs/api.md
  // "Answers"); the contract tests parse its answer with the route's schema.
  return apiRequest<CurrentUser>("GET", "/users/me", { signal });
}

/**
 * The one key of the signed-in user: sign-in, two-factor and the end of an
 * impersonation write their answer under it; logout clears it.
 */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: ["users", "me"],
    queryFn: ({ signal }) => getCurrentUser(signal),
    // Read on every page change by the route guard; roles change rarely.
    staleTime: 60_000,
  });
}
