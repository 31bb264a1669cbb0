import { type WebhookDeliveryDetail, webhookDeliveryDetailSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { pendingRefreshMs } from "./get-webhook-endpoint";
import { webhooksApiPaths, webhooksQueryKeys } from "./webhooks-api-paths";

/** GET /webhooks/endpoints/{id}/deliveries/{delivery_id}: a delivery with its request body and every attempt. */
export function getWebhookDelivery(
  id: number,
  deliveryId: number,
  signal?: AbortSignal,
): Promise<WebhookDeliveryDetail> {
  return apiCall("GET", webhooksApiPaths.delivery(id, deliveryId), webhookDeliveryDetailSchema, { signal });
}

export function webhookDeliveryQueryOptions(id: number, deliveryId: number | undefined) {
  return queryOptions({
    queryKey: webhooksQueryKeys.delivery(id, deliveryId ?? 0),
    queryFn: ({ signal }) => getWebhookDelivery(id, deliveryId ?? 0, signal),
    enabled: deliveryId !== undefined,
  });
}

/** The delivery opened in the log; read again every 5 s while it waits, so its attempts show as they are made. */
export function useWebhookDelivery(id: number, deliveryId: number | undefined) {
  return useQuery({
    ...webhookDeliveryQueryOptions(id, deliveryId),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === "pending" || state === "sending" ? pendingRefreshMs : false;
    },
  });
}
