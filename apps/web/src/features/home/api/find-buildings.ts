import { type BuildingSummary, type BuildingsAnswer, monitoringCacheMs } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import type { StatusTarget } from "./get-site-status";

/** GET /locations/buildings?site=|organism=: buildings with their lots and access points counted. */
export function findBuildings(target: StatusTarget, signal?: AbortSignal): Promise<BuildingSummary[]> {
  return apiRequest<BuildingsAnswer>("GET", "/locations/buildings", { query: target, signal }).then(
    (answer) => answer.buildings,
  );
}

export function buildingsQueryOptions(target: StatusTarget) {
  return queryOptions({
    queryKey: ["locations", "buildings", target],
    queryFn: ({ signal }) => findBuildings(target, signal),
    // The access points counted move with the status: refreshed as often.
    staleTime: monitoringCacheMs.status,
    refetchInterval: monitoringCacheMs.status,
  });
}

export function useBuildings(target: StatusTarget | null) {
  return useQuery({ ...buildingsQueryOptions(target ?? { site: 0 }), enabled: target !== null });
}
