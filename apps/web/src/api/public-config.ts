import { type PublicConfig, publicConfigSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "./client";

// GET /config/public: the support portal and the map's tile layers, shared by
// the home screen and /working-site.

export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiCall("GET", "/config/public", publicConfigSchema, { signal });
}

export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: ["config", "public"],
    queryFn: ({ signal }) => getPublicConfig(signal),
    // Read at the server's start: it does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
