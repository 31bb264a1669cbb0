import { type PrivateSpaceBulk, privateSpaceBulkAnswerSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { privateWifiApiPaths } from "./private-wifi-paths";
import { refreshPrivateSpaces } from "./refresh-private-spaces";

/**
 * POST /ran/sites/{site_id}/spaces/bulk (docs/private-wifi.md#calls): delete,
 * reset or set the expiry of the selection; 409 when it no longer holds the
 * `expected` count the confirmation said.
 */
export function changePrivateSpaces(siteId: number, body: PrivateSpaceBulk): Promise<{ affected: number }> {
  return apiCall("POST", privateWifiApiPaths.bulk(siteId), privateSpaceBulkAnswerSchema, { body });
}

export function useChangePrivateSpaces(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivateSpaceBulk) => changePrivateSpaces(siteId, body),
    // A refusal (409: the selection changed) refreshes too: the list shows what the count now is.
    onSettled: () => refreshPrivateSpaces(queryClient, siteId),
  });
}
