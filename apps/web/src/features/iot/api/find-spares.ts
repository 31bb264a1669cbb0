import { type IotSpare, iotSparesAnswerSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { iotSiteQueryKey } from "./iot-query-keys";

/** GET /iots/sites/{id}/spare: the site's spares free for a replacement (an answer off its schema is an error). */
export async function findSpares(siteId: number, signal?: AbortSignal): Promise<IotSpare[]> {
  return apiCall("GET", `/iots/sites/${siteId}/spare`, iotSparesAnswerSchema, { signal });
}

export function sparesQueryOptions(siteId: number) {
  return queryOptions({
    queryKey: [...iotSiteQueryKey(siteId), "spares"] as const,
    queryFn: ({ signal }) => findSpares(siteId, signal),
  });
}

export function useSpares(siteId: number, enabled = true) {
  return useQuery({ ...sparesQueryOptions(siteId), enabled });
}
