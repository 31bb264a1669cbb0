import { type WebhookQueued, webhookQueuedSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { webhooksApiPaths, webhooksQueryKeys } from "./webhooks-api-paths";

/** POST /webhooks/endpoints/{id}/test: a `webhook.test` queued to this endpoint only; 202 `{queued: 1}`. */
export function sendWebhookTest(id: number): Promise<WebhookQueued> {
  return apiCall("POST", webhooksApiPaths.test(id), webhookQueuedSchema);
}

export function useSendWebhookTest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendWebhookTest(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKeys.all }),
  });
}
