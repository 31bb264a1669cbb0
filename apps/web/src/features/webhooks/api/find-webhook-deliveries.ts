import {
  type WebhookDeliveryEventType,
  type WebhookDeliveryPage,
  type WebhookDeliveryState,
  webhookDeliveryPageSchema,
} from "@ondine/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { idleRefreshMs, pendingRefreshMs } from "./get-webhook-endpoint";
import { webhooksApiPaths, webhooksQueryKeys } from "./webhooks-api-paths";

/** The log's filters and page, as the call takes them. */
export interface WebhookDeliveriesFilters {
  page: number;
  state?: WebhookDeliveryState;
  eventType?: WebhookDeliveryEventType;
}

/** GET /webhooks/endpoints/{id}/deliveries?page=&state=&event_type=: the log, newest first, 50 a page. */
export function findWebhookDeliveries(
  id: number,
  { page, state, eventType }: WebhookDeliveriesFilters,
  signal?: AbortSignal,
): Promise<WebhookDeliveryPage> {
  return apiCall("GET", webhooksApiPaths.deliveries(id), webhookDeliveryPageSchema, {
    query: { page, state, event_type: eventType },
    signal,
  });
}

/** Whether a delivery of the page still waits for an attempt or is being sent: its outcome is yet to come. */
export function hasWaitingDelivery(page: WebhookDeliveryPage | undefined): boolean {
  return page?.deliveries.some((delivery) => delivery.state === "pending" || delivery.state === "sending") ?? false;
}

export function webhookDeliveriesQueryOptions(id: number, filters: WebhookDeliveriesFilters) {
  return queryOptions({
    queryKey: webhooksQueryKeys.deliveries(id, filters),
    queryFn: ({ signal }) => findWebhookDeliveries(id, filters, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * The log, read again every 5 s while one of its deliveries is pending or
 * sending (docs/webhooks.md#log), and every 15 s otherwise so that new events
 * show without a reload.
 */
export function useWebhookDeliveries(id: number, filters: WebhookDeliveriesFilters) {
  return useQuery({
    ...webhookDeliveriesQueryOptions(id, filters),
    refetchInterval: (query) => (hasWaitingDelivery(query.state.data) ? pendingRefreshMs : idleRefreshMs),
  });
}
