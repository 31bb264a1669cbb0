import {
  type PrivateSpaceCardsAnswer,
  type PrivateSpaceSelection,
  privateSpaceCardsAnswerSchema,
} from "@ondine/domain";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { privateWifiApiPaths } from "./private-wifi-paths";

/** POST /ran/sites/{site_id}/spaces/cards (docs/private-wifi.md#cards): the selection's cards with their keys, audited. */
export function findPrivateSpaceCards(
  siteId: number,
  selection: PrivateSpaceSelection,
  signal?: AbortSignal,
): Promise<PrivateSpaceCardsAnswer> {
  return apiCall("POST", privateWifiApiPaths.cards(siteId), privateSpaceCardsAnswerSchema, {
    body: { selection },
    signal,
  });
}

/**
 * The print page's cards, asked for once while it is open: each asking is a
 * print in the audit log, so no focus, reconnection or mount asks again, and
 * the keys leave the cache with the page.
 */
export function usePrivateSpaceCards(siteId: number, selection: PrivateSpaceSelection) {
  return useQuery({
    queryKey: ["private-wifi", siteId, "cards", selection],
    queryFn: ({ signal }) => findPrivateSpaceCards(siteId, selection, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}
