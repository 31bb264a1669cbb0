import { type WebhookEndpointWithSecret, webhookEndpointWithSecretSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { webhooksApiPaths, webhooksQueryKeys } from "./webhooks-api-paths";

/** POST /webhooks/endpoints/{id}/secret: a new secret, answered once; the previous one signs 24 hours more. */
export function rotateWebhookSecret(id: number): Promise<WebhookEndpointWithSecret> {
  return apiCall("POST", webhooksApiPaths.secret(id), webhookEndpointWithSecretSchema);
}

export function useRotateWebhookSecret(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rotateWebhookSecret(id),
    onSuccess: ({ endpoint }) => {
      queryClient.setQueryData(webhooksQueryKeys.endpoint(id), endpoint);
      return queryClient.invalidateQueries({ queryKey: webhooksQueryKeys.all });
    },
  });
}
