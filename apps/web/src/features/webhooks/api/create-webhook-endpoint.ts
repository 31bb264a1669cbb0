import {
  type WebhookEndpointCreate,
  type WebhookEndpointWithSecret,
  webhookEndpointWithSecretSchema,
} from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { webhooksApiPaths, webhooksQueryKeys } from "./webhooks-api-paths";

/** POST /webhooks/endpoints: 201 with the new endpoint and its secret, answered this once (docs/webhooks.md#endpoints). */
export function createWebhookEndpoint(body: WebhookEndpointCreate): Promise<WebhookEndpointWithSecret> {
  return apiCall("POST", webhooksApiPaths.endpoints, webhookEndpointWithSecretSchema, { body });
}

export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhookEndpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKeys.all }),
  });
}
