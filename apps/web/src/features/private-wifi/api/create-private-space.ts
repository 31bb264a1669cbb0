import { type PrivateSpace, type PrivateSpaceCreate, privateSpaceSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { privateWifiApiPaths } from "./private-wifi-paths";
import { refreshPrivateSpaces } from "./refresh-private-spaces";

/** POST /ran/sites/{site_id}/spaces (docs/private-wifi.md#calls): the server draws its key and pushes it. */
export function createPrivateSpace(siteId: number, body: PrivateSpaceCreate): Promise<PrivateSpace> {
  return apiCall("POST", privateWifiApiPaths.spaces(siteId), privateSpaceSchema, { body });
}

export function useCreatePrivateSpace(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivateSpaceCreate) => createPrivateSpace(siteId, body),
    onSuccess: () => refreshPrivateSpaces(queryClient, siteId),
  });
}
