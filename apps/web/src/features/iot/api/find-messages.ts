import { type IotMessage, iotMessagesAnswerSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { iotSiteQueryKey } from "./iot-query-keys";

/** GET /iots/sites/{id}/messages: the site's welcome messages, by id. */
export function findMessages(siteId: number, signal?: AbortSignal): Promise<IotMessage[]> {
  return apiCall("GET", `/iots/sites/${siteId}/messages`, iotMessagesAnswerSchema, { signal });
}

export function messagesQueryOptions(siteId: number) {
  return queryOptions({
    queryKey: [...iotSiteQueryKey(siteId), "messages"] as const,
    queryFn: ({ signal }) => findMessages(siteId, signal),
  });
}

export function useMessages(siteId: number) {
  return useQuery(messagesQueryOptions(siteId));
}
