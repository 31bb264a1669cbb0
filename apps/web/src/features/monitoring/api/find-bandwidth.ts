import {
  type BandwidthPoint,
  bandwidthSeriesAnswerSchema,
  monitoringCacheMs,
  trafficRangeWindow,
} from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { monitoringLocationKey } from "../../../api/monitoring-location-query";
import type { MonitoringLocation } from "../monitoring-location";
import { type MonitoringSeries, readMonitoringSeries } from "./read-monitoring-series";

/** GET /monitoring/bandwidth?site|organism= over the last 24 hours (the traffic card's day window). */
export function findBandwidth(
  location: MonitoringLocation,
  signal?: AbortSignal,
): Promise<MonitoringSeries<BandwidthPoint>> {
  return readMonitoringSeries<BandwidthPoint>(
    "/monitoring/bandwidth",
    bandwidthSeriesAnswerSchema,
    location,
    trafficRangeWindow("day", new Date()),
    signal,
  );
}

export function bandwidthQueryOptions(location: MonitoringLocation) {
  return queryOptions({
    queryKey: ["monitoring", "bandwidth", ...monitoringLocationKey(location)],
    queryFn: ({ signal }) => findBandwidth(location, signal),
    staleTime: monitoringCacheMs.bandwidth,
    refetchInterval: monitoringCacheMs.bandwidth,
  });
}

export function useBandwidth(location: MonitoringLocation) {
  return useQuery(bandwidthQueryOptions(location));
}
