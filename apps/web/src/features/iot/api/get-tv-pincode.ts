import { iotPinCodeSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { iotSiteQueryKey } from "./iot-query-keys";

/** GET /iots/sites/{id}/tvs_pincode: the site's TV pin (the server answers both `pin_code` and `code`); 404 when it has none. */
export async function getTvPincode(siteId: number, signal?: AbortSignal): Promise<string | null> {
  const answer = await apiCall("GET", `/iots/sites/${siteId}/tvs_pincode`, iotPinCodeSchema, { signal });
  return answer.pin_code;
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
