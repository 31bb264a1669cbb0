import {
  type PrivateSpaceList,
  type PrivateSpaceSort,
  type PrivateSpaceState,
  privateSpaceListSchema,
} from "@ondine/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { privateWifiApiPaths } from "./private-wifi-paths";

/** What the list asks for: the search, one state, the order and the page (50 a page). */
export interface PrivateSpacesQuery {
  q?: string;
  state?: PrivateSpaceState;
  sort: PrivateSpaceSort;
  order: "asc" | "desc";
  page: number;
}

/** GET /ran/sites/{site_id}/spaces (docs/private-wifi.md#calls): a page, its total and the site's figures. */
export function findPrivateSpaces(
  siteId: number,
  query: PrivateSpacesQuery,
  signal?: AbortSignal,
): Promise<PrivateSpaceList> {
  return apiCall("GET", privateWifiApiPaths.spaces(siteId), privateSpaceListSchema, {
    query: { q: query.q, state: query.state, sort: query.sort, order: query.order, page: query.page },
    signal,
  });
}

/** Without a query: the key every page of the site's list starts with, for the changes to refresh them all. */
export function privateSpacesQueryOptions(siteId: number, query?: PrivateSpacesQuery) {
  return queryOptions({
    queryKey: query ? ["private-wifi", siteId, "spaces", query] : ["private-wifi", siteId, "spaces"],
    queryFn: ({ signal }) => findPrivateSpaces(siteId, query ?? { sort: "name", order: "asc", page: 1 }, signal),
    // The page shown stays while the next one (another search, sort or page of the same site) loads.
    placeholderData: keepPreviousData,
  });
}

/** While a space of the page waits for the site, the list reads the page again this often. */
const waitingRefreshMs = 5000;

/** A page of the list; read again every 5 s while one of its spaces waits for the site (docs/private-wifi.md#commands). */
export function usePrivateSpaces(siteId: number, query: PrivateSpacesQuery) {
  return useQuery({
    ...privateSpacesQueryOptions(siteId, query),
    refetchInterval: (current) =>
      current.state.data?.items.some((space) => space.push.state === "waiting") ? waitingRefreshMs : false,
  });
}
