import { type WebhookEndpoint, type WebhookEndpointUpdate, webhookEndpointSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { webhooksApiPaths, webhooksQueryKeys } from "./webhooks-api-paths";

/**
 * PATCH /webhooks/endpoints/{id}: its URL, description, events or state.
 * Enabling one the failures disabled starts it afresh (docs/webhooks.md#disabling).
 */
export function updateWebhookEndpoint(id: number, body: WebhookEndpointUpdate): Promise<WebhookEndpoint> {
  return apiCall("PATCH", webhooksApiPaths.endpoint(id), webhookEndpointSchema, { body });
}

export function useUpdateWebhookEndpoint(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookEndpointUpdate) => updateWebhookEndpoint(id, body),
    onSuccess: (endpoint) => {
      queryClient.setQueryData(webhooksQueryKeys.endpoint(id), endpoint);
      return queryClient.invalidateQueries({ queryKey: webhooksQueryKeys.all });
    },
  });
}
