import {
  monitoringCacheMs,
  type TrafficPoint,
  type TrafficRange,
  trafficRangeWindow,
  trafficSeriesAnswerSchema,
} from "@ondine/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { monitoringLocationKey } from "../../../api/monitoring-location-query";
import type { MonitoringLocation } from "../monitoring-location";
import { type MonitoringSeries, readMonitoringSeries } from "./read-monitoring-series";

/** The range the traffic card opens on (docs/product.md#monitoring-traffic: a day). */
export const defaultTrafficRange: TrafficRange = "day";

/** GET /monitoring/traffic?site|organism=&start_at=&stop_at= over the range's window, from now. */
export function findTraffic(
  location: MonitoringLocation,
  range: TrafficRange,
  signal?: AbortSignal,
): Promise<MonitoringSeries<TrafficPoint>> {
  return readMonitoringSeries<TrafficPoint>(
    "/monitoring/traffic",
    trafficSeriesAnswerSchema,
    location,
    trafficRangeWindow(range, new Date()),
    signal,
  );
}

export function trafficQueryOptions(location: MonitoringLocation, range: TrafficRange) {
  return queryOptions({
    queryKey: ["monitoring", "traffic", ...monitoringLocationKey(location), range],
    // The window is taken when the query runs, so each refresh slides it to now.
    queryFn: ({ signal }) => findTraffic(location, range, signal),
    staleTime: monitoringCacheMs.traffic,
    refetchInterval: monitoringCacheMs.traffic,
    // Switching the range keeps the previous curve on screen until the new one is there.
    placeholderData: keepPreviousData,
  });
}

export function useTraffic(location: MonitoringLocation, range: TrafficRange) {
  return useQuery(trafficQueryOptions(location, range));
}
