import { type PrivateSpace, type PrivateSpaceUpdate, privateSpaceSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { privateWifiApiPaths } from "./private-wifi-paths";
import { refreshPrivateSpaces } from "./refresh-private-spaces";

/** PATCH /ran/spaces/{id} (docs/private-wifi.md#calls): what is sent changes; a null expiry clears it. */
export function updatePrivateSpace(id: number, body: PrivateSpaceUpdate): Promise<PrivateSpace> {
  return apiCall("PATCH", privateWifiApiPaths.space(id), privateSpaceSchema, { body });
}

export function useUpdatePrivateSpace(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PrivateSpaceUpdate }) => updatePrivateSpace(id, body),
    onSuccess: () => refreshPrivateSpaces(queryClient, siteId),
  });
}
