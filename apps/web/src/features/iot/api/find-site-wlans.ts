import type { IotSiteWlan } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { iotSiteQueryKey } from "./iot-query-keys";

/** GET /iots/sites/{id}/wlans: the networks a stick is set up with; a failure reads as none (SPEC §7). */
export async function findSiteWlans(siteId: number, signal?: AbortSignal): Promise<IotSiteWlan[]> {
  try {
    const answer = await apiRequest<unknown>("GET", `/iots/sites/${siteId}/wlans`, { signal });
    return Array.isArray(answer) ? (answer as IotSiteWlan[]) : [];
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
