import {
  type PrivateSpaceSelection,
  type PrivateSpaceState,
  privateSpaceStates,
  privateWifiLimits,
} from "@ondine/domain";
import { isOneOf, positiveInteger, text } from "../../../routing/search-field-readers";

/**
 * /ran/print's query (docs/private-wifi.md#cards): the site, and the spaces
 * to print, by id (one, or a selection) or as a search's matches (`all=1`
 * with the list's `q` and `state`).
 */
export interface PrivateCardsSearch {
  site?: number;
  ids?: number[];
  all?: 1;
  q?: string;
  state?: PrivateSpaceState;
}

/** A print request the page can send: the site and the selection the cards call takes. */
export interface PrivateCardsRequest {
  siteId: number;
  selection: PrivateSpaceSelection;
}

const numberOf = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value);

/** `[3,4]` as the router reads it, or `3,4` typed by hand; each id once, at most a bulk call's number. */
function idsOf(value: unknown): number[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [value];
  const ids = items.map((item) => positiveInteger(numberOf(item))).filter((id): id is number => id !== undefined);
  return [...new Set(ids)].slice(0, privateWifiLimits.bulkMaxIds);
}

export function validatePrivateCardsSearch(search: Record<string, unknown>): PrivateCardsSearch {
  const result: PrivateCardsSearch = {};
  const site = positiveInteger(numberOf(search.site));
  if (site !== undefined) result.site = site;
  const ids = idsOf(search.ids);
  if (ids.length > 0) result.ids = ids;
  if (numberOf(search.all) === 1) result.all = 1;
  const q = text(typeof search.q === "string" ? search.q.trim() : undefined, privateWifiLimits.nameMaxLength);
  if (q !== undefined) result.q = q;
  if (isOneOf(privateSpaceStates, search.state)) result.state = search.state;
  return result;
}

/** The print page's address for a site's selection. */
export function privateCardsSearchOf(siteId: number, selection: PrivateSpaceSelection): PrivateCardsSearch {
  if ("ids" in selection) return { site: siteId, ids: selection.ids };
  return { site: siteId, all: 1, q: selection.matching.q, state: selection.matching.state };
}

/** What the address asks to print, or undefined when it names no site or no spaces. */
export function privateCardsRequestOf(search: PrivateCardsSearch): PrivateCardsRequest | undefined {
  if (search.site === undefined) return undefined;
  if (search.ids) return { siteId: search.site, selection: { ids: search.ids } };
  if (search.all !== 1) return undefined;
  const matching = { ...(search.q ? { q: search.q } : {}), ...(search.state ? { state: search.state } : {}) };
  return { siteId: search.site, selection: { matching } };
}
