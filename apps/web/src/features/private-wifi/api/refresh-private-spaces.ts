import type { QueryClient } from "@tanstack/react-query";
import { privateSpacesQueryOptions } from "./find-private-spaces";
import { privateSpaceQueryOptions } from "./get-private-space";

/**
 * After a change: the site's list pages and figures, and the open panels,
 * read again (a key change turns a space's push state to waiting).
 */
export function refreshPrivateSpaces(queryClient: QueryClient, siteId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: privateSpacesQueryOptions(siteId).queryKey }),
    queryClient.invalidateQueries({ queryKey: privateSpaceQueryOptions().queryKey }),
  ]);
}
