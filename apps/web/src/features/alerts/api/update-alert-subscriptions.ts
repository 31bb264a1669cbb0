import {
  type AlertSubscriptionsAnswer,
  type AlertSubscriptionsUpdate,
  alertSubscriptionsAnswerSchema,
} from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { alertsApiPaths } from "./alerts-paths";
import { alertSubscriptionsQueryOptions } from "./find-alert-subscriptions";

/**
 * PUT /alerts/subscriptions (docs/alerts.md#calls): replaces every choice of
 * the caller; answers the list as it now is. A site outside the caller's
 * scope answers 404.
 */
export function updateAlertSubscriptions(body: AlertSubscriptionsUpdate): Promise<AlertSubscriptionsAnswer> {
  return apiCall("PUT", alertsApiPaths.subscriptions, alertSubscriptionsAnswerSchema, { body });
}

export function useUpdateAlertSubscriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlertSubscriptions,
    onSuccess: (answer) => queryClient.setQueryData(alertSubscriptionsQueryOptions().queryKey, answer),
  });
}
