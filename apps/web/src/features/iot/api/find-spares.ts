import type { IotSpare } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { iotSiteQueryKey } from "./iot-query-keys";

/** GET /iots/sites/{id}/spare: the site's spares free for a replacement; a non-array answer reads as none (SPEC §7). */
export async function findSpares(siteId: number, signal?: AbortSignal): Promise<IotSpare[]> {
  const answer = await apiRequest<unknown>("GET", `/iots/sites/${siteId}/spare`, { signal });
  return Array.isArray(answer) ? (answer as IotSpare[]) : [];
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
