import { type WebhookQueued, type WebhookReplay, webhookQueuedSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { webhooksApiPaths, webhooksQueryKeys } from "./webhooks-api-paths";

/** POST .../deliveries/{delivery_id}/replay: a failed or delivered delivery queued again now, same `webhook-id`; 202 `{queued: 1}`. */
export function replayWebhookDelivery(id: number, deliveryId: number): Promise<WebhookQueued> {
  return apiCall("POST", webhooksApiPaths.replayDelivery(id, deliveryId), webhookQueuedSchema);
}

/** POST /webhooks/endpoints/{id}/replay `{since}`: every failed delivery created since then, 10,000 at most; 202 `{queued: n}`. */
export function replayFailedWebhookDeliveries(id: number, body: WebhookReplay): Promise<WebhookQueued> {
  return apiCall("POST", webhooksApiPaths.replaySince(id), webhookQueuedSchema, { body });
}

export function useReplayWebhookDelivery(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => replayWebhookDelivery(id, deliveryId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKeys.all }),
  });
}

export function useReplayFailedWebhookDeliveries(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookReplay) => replayFailedWebhookDeliveries(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKeys.all }),
  });
}
