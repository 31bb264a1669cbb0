import {
  type MonitoringLocation,
  type TimeWindow,
  type TrafficPoint,
  trafficSeriesAnswerSchema,
  unixWindow,
} from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { monitoringLocationKey, monitoringLocationQuery } from "../../../api/monitoring-location-query";
import { overviewFreshMs } from "./overview-freshness";
import { readOrEmpty } from "./read-or-empty";

/** GET /statistics/traffic?site|organism=&start_at=&stop_at= (unix seconds): the active users over the window. */
export function findStatisticsTraffic(
  location: MonitoringLocation,
  window: TimeWindow,
  signal?: AbortSignal,
): Promise<TrafficPoint[]> {
  return readOrEmpty(
    async () => {
      const points = await apiCall("GET", "/statistics/traffic", trafficSeriesAnswerSchema, {
        query: { ...monitoringLocationQuery(location), ...unixWindow(window) },
        signal,
      });
      return Array.isArray(points) ? points : [];
    },
    [],
    "/statistics/traffic",
    signal,
  );
}

export function statisticsTrafficQueryOptions(location: MonitoringLocation, window: TimeWindow) {
  const { start_at, stop_at } = unixWindow(window);
  return queryOptions({
    queryKey: ["statistics", "traffic", ...monitoringLocationKey(location), start_at, stop_at],
    queryFn: ({ signal }) => findStatisticsTraffic(location, window, signal),
    staleTime: overviewFreshMs,
  });
}

export function useStatisticsTraffic(location: MonitoringLocation, window: TimeWindow) {
  return useQuery(statisticsTrafficQueryOptions(location, window));
}
