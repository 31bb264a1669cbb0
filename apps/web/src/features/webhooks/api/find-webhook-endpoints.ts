import { type WebhookEndpointList, webhookEndpointListSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { webhooksApiPaths, webhooksQueryKeys } from "./webhooks-api-paths";

/** GET /webhooks/endpoints?organism_id= (docs/webhooks.md#calls): the caller's endpoints, of one organism when given, each with its health. */
export function findWebhookEndpoints(
  organismId: number | undefined,
  signal?: AbortSignal,
): Promise<WebhookEndpointList> {
  return apiCall("GET", webhooksApiPaths.endpoints, webhookEndpointListSchema, {
    query: { organism_id: organismId },
    signal,
  });
}

export function webhookEndpointsQueryOptions(organismId: number | undefined) {
  return queryOptions({
    queryKey: webhooksQueryKeys.endpoints(organismId),
    queryFn: ({ signal }) => findWebhookEndpoints(organismId, signal),
  });
}

export function useWebhookEndpoints(organismId: number | undefined) {
  return useQuery(webhookEndpointsQueryOptions(organismId));
}
