import type { HealthResponse } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

export function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  return apiRequest<HealthResponse>("GET", "/health", { signal });
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: ["health"],
    queryFn: ({ signal }) => getHealth(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
    // The indicator should say "unreachable" at once, not after retries.
    retry: false,
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
