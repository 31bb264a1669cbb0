import { type PrivateSpaceDetail, privateSpaceDetailSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { privateWifiApiPaths } from "./private-wifi-paths";

/** GET /ran/spaces/{id} (docs/private-wifi.md#calls): the space with its connected devices, no key. */
export function getPrivateSpace(id: number, signal?: AbortSignal): Promise<PrivateSpaceDetail> {
  return apiCall("GET", privateWifiApiPaths.space(id), privateSpaceDetailSchema, { signal });
}

/** Without an id: the key of every space's panel, for the bulk changes to refresh whichever is open. */
export function privateSpaceQueryOptions(id?: number) {
  return queryOptions({
    queryKey: id === undefined ? ["private-wifi", "space"] : ["private-wifi", "space", id],
    queryFn: ({ signal }) => getPrivateSpace(id ?? 0, signal),
  });
}

/** While the site has not answered a key change, the panel reads the space again this often. */
const waitingRefreshMs = 3000;

/**
 * The open panel's space; nothing read while none is open. While its key
 * change waits for the site (docs/private-wifi.md#commands), read again every
 * 3 s, so "waiting" turns "applied" or "failed" without a reload.
 */
export function usePrivateSpace(id: number | undefined) {
  return useQuery({
    ...privateSpaceQueryOptions(id),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.push.state === "waiting" ? waitingRefreshMs : false),
  });
}
