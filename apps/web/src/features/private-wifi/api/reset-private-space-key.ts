import { type PrivateSpace, privateSpaceSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { privateWifiApiPaths } from "./private-wifi-paths";
import { refreshPrivateSpaces } from "./refresh-private-spaces";

/** POST /ran/spaces/{id}/reset (docs/private-wifi.md#keys): a new key at once; the old one stops once the site applies it. */
export function resetPrivateSpaceKey(id: number): Promise<PrivateSpace> {
  return apiCall("POST", privateWifiApiPaths.spaceAction(id, "reset"), privateSpaceSchema);
}

export function useResetPrivateSpaceKey(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPrivateSpaceKey,
    onSuccess: () => refreshPrivateSpaces(queryClient, siteId),
  });
}
