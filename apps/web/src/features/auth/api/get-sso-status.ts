import type { SsoStatus } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

/** GET /auth/oidc/status: whether staff single sign-on is configured on this server. */
export function getSsoStatus(signal?: AbortSignal): Promise<SsoStatus> {
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

export function useSsoStatus() {
  return useQuery(ssoStatusQueryOptions());
}
