import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCallWithoutAnswer } from "../../../api/client";
import { privateWifiApiPaths } from "./private-wifi-paths";
import { refreshPrivateSpaces } from "./refresh-private-spaces";

/** DELETE /ran/spaces/{id} (docs/private-wifi.md#calls): 204; its key is withdrawn from the site. */
export function deletePrivateSpace(id: number): Promise<void> {
  return apiCallWithoutAnswer("DELETE", privateWifiApiPaths.space(id));
}

export function useDeletePrivateSpace(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrivateSpace,
    onSuccess: () => refreshPrivateSpaces(queryClient, siteId),
  });
}
