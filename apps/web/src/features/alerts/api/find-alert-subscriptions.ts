import { type AlertSubscriptionsAnswer, alertSubscriptionsAnswerSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { alertsApiPaths } from "./alerts-paths";
import { alertSubscriptionsQueryKey } from "./alerts-query-keys";

/** GET /alerts/subscriptions (docs/alerts.md#subscriptions): every site of the caller's scope, with their choices. */
export function findAlertSubscriptions(signal?: AbortSignal): Promise<AlertSubscriptionsAnswer> {
  return apiCall("GET", alertsApiPaths.subscriptions, alertSubscriptionsAnswerSchema, { signal });
}

export function alertSubscriptionsQueryOptions() {
  return queryOptions({
    queryKey: alertSubscriptionsQueryKey,
    queryFn: ({ signal }) => findAlertSubscriptions(signal),
  });
}

export function useAlertSubscriptions() {
  return useQuery(alertSubscriptionsQueryOptions());
}
