import { type AvailabilityHistoryAnswer, availabilityHistoryAnswerSchema, monitoringCacheMs } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

/** The months the monitoring screen shows (the call's default, docs/alerts.md#availability). */
export const availabilityHistoryMonths = 3;

/**
 * GET /monitoring/sites/{id}/availability?months= (docs/alerts.md#availability):
 * the level in force at the period's start, every change since, and each
 * month's availability.
 */
export function findAvailabilityHistory(
  siteId: number,
  months: number,
  signal?: AbortSignal,
): Promise<AvailabilityHistoryAnswer> {
  return apiCall("GET", `/monitoring/sites/${siteId}/availability`, availabilityHistoryAnswerSchema, {
    query: { months },
    signal,
  });
}

export function availabilityHistoryQueryOptions(siteId: number, months = availabilityHistoryMonths) {
  return queryOptions({
    // Under "monitoring": the screen's "updated at" counts it among its reads.
    queryKey: ["monitoring", "availability", siteId, months],
    queryFn: ({ signal }) => findAvailabilityHistory(siteId, months, signal),
    // A level change shows in the status first; the history follows at the status's pace.
    staleTime: monitoringCacheMs.status,
    refetchInterval: monitoringCacheMs.status,
  });
}

export function useAvailabilityHistory(siteId: number, months = availabilityHistoryMonths) {
  return useQuery(availabilityHistoryQueryOptions(siteId, months));
}
