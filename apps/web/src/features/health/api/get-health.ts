import { type HealthResponse, healthResponseSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

export function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  return apiCall("GET", "/health", healthResponseSchema, { signal });
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
