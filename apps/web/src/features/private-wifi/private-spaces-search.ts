import {
  type PrivateSpaceSort,
  type PrivateSpaceState,
  privateSpaceSorts,
  privateSpaceStates,
  privateWifiLimits,
} from "@ondine/domain";
import { isOneOf, positiveInteger, text } from "../../routing/search-field-readers";
import type { PrivateSpacesQuery } from "./api/find-private-spaces";

/**
 * /ran's query (docs/private-wifi.md#calls), named as the list call names
 * it: the searched text, the state, the order and the page. An address is
 * typed, pasted or old: each field is kept only when well formed; the
 * defaults (by name, ascending, page 1) are left out.
 */
export interface PrivateSpacesSearch {
  q?: string;
  state?: PrivateSpaceState;
  sort?: PrivateSpaceSort;
  order?: "asc" | "desc";
  page?: number;
}

export function validatePrivateSpacesSearch(search: Record<string, unknown>): PrivateSpacesSearch {
  const result: PrivateSpacesSearch = {};
  const q = text(typeof search.q === "string" ? search.q.trim() : undefined, privateWifiLimits.nameMaxLength);
  if (q !== undefined) result.q = q;
  if (isOneOf(privateSpaceStates, search.state)) result.state = search.state;
  if (isOneOf(privateSpaceSorts, search.sort) && search.sort !== "name") result.sort = search.sort;
  if (search.order === "desc") result.order = "desc";
  const page = positiveInteger(typeof search.page === "string" ? Number(search.page) : search.page);
  if (page !== undefined && page > 1) result.page = page;
  return result;
}

/** What the list call is asked for the address's search. */
export function privateSpacesQueryOf(search: PrivateSpacesSearch): PrivateSpacesQuery {
  return {
    q: search.q,
    state: search.state,
    sort: search.sort ?? "name",
    order: search.order ?? "asc",
    page: search.page ?? 1,
  };
}
