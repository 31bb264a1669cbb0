import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCallWithoutAnswer } from "../../../api/client";
import { webhooksApiPaths, webhooksQueryKeys } from "./webhooks-api-paths";

/** DELETE /webhooks/endpoints/{id}: the endpoint, its deliveries and its log; 204. */
export function deleteWebhookEndpoint(id: number): Promise<void> {
  return apiCallWithoutAnswer("DELETE", webhooksApiPaths.endpoint(id));
}

/**
 * The lists are read again; the endpoint's own reads are not (they would
 * answer 404 while its page is still open): the page leaves for the list.
 */
export function useDeleteWebhookEndpoint(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteWebhookEndpoint(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKeys.endpointLists }),
  });
}
