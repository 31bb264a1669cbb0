import { type IotSiteWlan, iotSiteWlansAnswerSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { iotSiteQueryKey } from "./iot-query-keys";

/** GET /iots/sites/{id}/wlans: the networks a stick is set up with; a failure reads as none (docs/product.md#iot). */
export async function findSiteWlans(siteId: number, signal?: AbortSignal): Promise<IotSiteWlan[]> {
  try {
    return await apiCall("GET", `/iots/sites/${siteId}/wlans`, iotSiteWlansAnswerSchema, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export function siteWlansQueryOptions(siteId: number) {
  return queryOptions({
    queryKey: [...iotSiteQueryKey(siteId), "wlans"] as const,
    queryFn: ({ signal }) => findSiteWlans(siteId, signal),
  });
}

export function useSiteWlans(siteId: number, enabled: boolean) {
  return useQuery({ ...siteWlansQueryOptions(siteId), enabled });
}
