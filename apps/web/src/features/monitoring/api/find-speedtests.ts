import {
  monitoringCacheMs,
  type SpeedtestPoint,
  speedtestSeriesAnswerSchema,
  trafficRangeWindow,
} from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { monitoringLocationKey } from "../../../api/monitoring-location-query";
import type { MonitoringLocation } from "../monitoring-location";
import { type MonitoringSeries, readMonitoringSeries } from "./read-monitoring-series";

/** GET /monitoring/speedtest?site|organism= over the last 31 days (the traffic card's month window). */
export function findSpeedtests(
  location: MonitoringLocation,
  signal?: AbortSignal,
): Promise<MonitoringSeries<SpeedtestPoint>> {
  return readMonitoringSeries<SpeedtestPoint>(
    "/monitoring/speedtest",
    speedtestSeriesAnswerSchema,
    location,
    trafficRangeWindow("month", new Date()),
    signal,
  );
}

export function speedtestsQueryOptions(location: MonitoringLocation) {
  return queryOptions({
    queryKey: ["monitoring", "speedtest", ...monitoringLocationKey(location)],
    queryFn: ({ signal }) => findSpeedtests(location, signal),
    staleTime: monitoringCacheMs.speedtest,
    refetchInterval: monitoringCacheMs.speedtest,
  });
}

export function useSpeedtests(location: MonitoringLocation) {
  return useQuery(speedtestsQueryOptions(location));
}
