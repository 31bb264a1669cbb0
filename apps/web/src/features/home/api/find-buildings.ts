import {
  type BuildingSummary,
  buildingsAnswerSchema,
  type MonitoringLocation,
  monitoringCacheMs,
} from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { monitoringLocationKey, monitoringLocationQuery } from "../../../api/monitoring-location-query";

/** GET /locations/buildings?site=|organism=: buildings with their lots and access points counted. */
export function findBuildings(location: MonitoringLocation, signal?: AbortSignal): Promise<BuildingSummary[]> {
  return apiCall("GET", "/locations/buildings", buildingsAnswerSchema, {
    query: monitoringLocationQuery(location),
    signal,
  }).then((answer) => answer.buildings);
}

export function buildingsQueryOptions(location: MonitoringLocation) {
  return queryOptions({
    queryKey: ["locations", "buildings", ...monitoringLocationKey(location)],
    queryFn: ({ signal }) => findBuildings(location, signal),
    // The access points counted move with the status: refreshed as often.
    staleTime: monitoringCacheMs.status,
    refetchInterval: monitoringCacheMs.status,
  });
}

export function useBuildings(location: MonitoringLocation | null) {
  return useQuery({ ...buildingsQueryOptions(location ?? { type: "site", id: 0 }), enabled: location !== null });
}
