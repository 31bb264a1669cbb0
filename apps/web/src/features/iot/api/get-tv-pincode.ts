import type { IotPinCode } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { iotSiteQueryKey } from "./iot-query-keys";

/** GET /iots/sites/{id}/tvs_pincode: the site's TV pin (SPEC §3 reads `pin_code` or `code`); 404 when it has none. */
export async function getTvPincode(siteId: number, signal?: AbortSignal): Promise<string | null> {
  const answer = await apiRequest<Partial<IotPinCode>>("GET", `/iots/sites/${siteId}/tvs_pincode`, { signal });
  return answer.pin_code ?? answer.code ?? null;
}

export function tvPincodeQueryOptions(siteId: number) {
  return queryOptions({
    queryKey: [...iotSiteQueryKey(siteId), "tvs-pincode"] as const,
    queryFn: ({ signal }) => getTvPincode(siteId, signal),
    retry: false,
  });
}

export function useTvPincode(siteId: number, enabled: boolean) {
  return useQuery({ ...tvPincodeQueryOptions(siteId), enabled });
}
