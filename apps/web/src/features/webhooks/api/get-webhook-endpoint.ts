import { type WebhookEndpoint, webhookEndpointSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { webhooksApiPaths, webhooksQueryKeys } from "./webhooks-api-paths";

/** GET /webhooks/endpoints/{id}: one endpoint with its health; another organism's, or none, answers 404. */
export function getWebhookEndpoint(id: number, signal?: AbortSignal): Promise<WebhookEndpoint> {
  return apiCall("GET", webhooksApiPaths.endpoint(id), webhookEndpointSchema, { signal });
}

/** Its health is read again as often as the log while deliveries wait (docs/webhooks.md#log). */
export const pendingRefreshMs = 5000;

/** Otherwise the page still follows what happens: new events reach the log and the health within this. */
export const idleRefreshMs = 15_000;

export function webhookEndpointQueryOptions(id: number) {
  return queryOptions({
    queryKey: webhooksQueryKeys.endpoint(id),
    queryFn: ({ signal }) => getWebhookEndpoint(id, signal),
  });
}

/** The endpoint, read again every 5 s while some of its deliveries are waiting, every 15 s otherwise. */
export function useWebhookEndpoint(id: number) {
  return useQuery({
    ...webhookEndpointQueryOptions(id),
    refetchInterval: (query) => ((query.state.data?.health.pending ?? 0) > 0 ? pendingRefreshMs : idleRefreshMs),
  });
}
