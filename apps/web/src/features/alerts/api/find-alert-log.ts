import { type AlertLogAnswer, alertLogAnswerSchema } from "@ondine/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { alertsApiPaths } from "./alerts-paths";
import { type AlertLogPageQuery, alertLogQueryKey } from "./alerts-query-keys";

/** GET /alerts/log?page=&site_id= (docs/alerts.md#calls): the announcements on the caller's sites, newest first. */
export function findAlertLog(query: AlertLogPageQuery, signal?: AbortSignal): Promise<AlertLogAnswer> {
  return apiCall("GET", alertsApiPaths.log, alertLogAnswerSchema, {
    query: { page: query.page, site_id: query.siteId },
    signal,
  });
}

export function alertLogQueryOptions(query: AlertLogPageQuery) {
  return queryOptions({
    queryKey: alertLogQueryKey(query),
    queryFn: ({ signal }) => findAlertLog(query, signal),
    // The page shown stays while the next one loads: no flash when paging.
    placeholderData: keepPreviousData,
  });
}

export function useAlertLog(query: AlertLogPageQuery) {
  return useQuery(alertLogQueryOptions(query));
}
