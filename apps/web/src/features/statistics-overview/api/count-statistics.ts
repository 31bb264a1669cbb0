import { type MonitoringLocation, statisticsCountAnswerSchema, type TimeWindow } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { monitoringLocationKey, monitoringLocationQuery } from "../../../api/monitoring-location-query";
import { overviewFreshMs } from "./overview-freshness";
import { readOrEmpty } from "./read-or-empty";

/** The overview's meters (docs/api.md "Statistics"): succeeded purchases, codes first used. */
export type StatisticsMeter = "purchases" | "used_codes";

/**
 * GET /statistics/{purchases|used_codes}?site|organism=&start_at=&stop_at=
 * (ISO instants): how many in the window, read from `hits.total` (docs/product.md#statistics-dates).
 * A failure counts nothing (docs/product.md#errors).
 */
export function countStatistics(
  meter: StatisticsMeter,
  location: MonitoringLocation,
  window: TimeWindow,
  signal?: AbortSignal,
): Promise<number> {
  return readOrEmpty(
    async () => {
      const answer = await apiCall("GET", `/statistics/${meter}`, statisticsCountAnswerSchema, {
        query: {
          ...monitoringLocationQuery(location),
          start_at: window.startAt.toISOString(),
          stop_at: window.stopAt.toISOString(),
        },
        signal,
      });
      return answer.hits.total.value;
    },
    0,
    `/statistics/${meter}`,
    signal,
  );
}

export function statisticsCountQueryOptions(meter: StatisticsMeter, location: MonitoringLocation, window: TimeWindow) {
  return queryOptions({
    queryKey: [
      "statistics",
      meter,
      ...monitoringLocationKey(location),
      window.startAt.toISOString(),
      window.stopAt.toISOString(),
    ],
    queryFn: ({ signal }) => countStatistics(meter, location, window, signal),
    staleTime: overviewFreshMs,
  });
}

export function useStatisticsCount(meter: StatisticsMeter, location: MonitoringLocation, window: TimeWindow) {
  return useQuery(statisticsCountQueryOptions(meter, location, window));
}
