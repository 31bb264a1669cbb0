import {
  type AdvertisementLocale,
  type AdvertisementState,
  advertisementLocales,
  advertisementStates,
  paths,
} from "@ondine/domain";
import { positiveInteger } from "../../routing/search-field-readers";

/**
 * /portal_advertisement/list's query: the page shown (`?page=n`, absent for
 * the first), `saved=1` for one render after a save, which the list turns
 * into its 2 s toast and then drops from the address; and the filters
 *: `q`, `state`, `language`, and `location` (`Site-12`,
 * `Organism-3`, or `all`), absent to follow the header's selected location.
 *
 * The screen reads it, not the route's `validateSearch`: the route tree is
 * on the sign-in path, whose budget is full; so the route declares no search
 * and the list is reached by `advertisementsListHref`.
 */
export interface AdvertisementsListSearch {
  page?: number;
  saved?: 1;
  q?: string;
  state?: AdvertisementState;
  language?: AdvertisementLocale;
  location?: string;
}

const locationPattern = /^(all|(Site|Organism)-[1-9]\d{0,9})$/;
const maxSearchLength = 200;

export function validateAdvertisementsListSearch(search: Record<string, unknown>): AdvertisementsListSearch {
  const result: AdvertisementsListSearch = {};
  const page = positiveInteger(numberOf(search.page));
  if (page !== undefined && page > 1) result.page = page;
  if (numberOf(search.saved) === 1) result.saved = 1;
  const q = typeof search.q === "string" ? search.q.trim().slice(0, maxSearchLength) : "";
  if (q !== "") result.q = q;
  if (advertisementStates.includes(search.state as AdvertisementState))
    result.state = search.state as AdvertisementState;
  if (advertisementLocales.includes(search.language as AdvertisementLocale))
    result.language = search.language as AdvertisementLocale;
  if (typeof search.location === "string" && locationPattern.test(search.location)) result.location = search.location;
  return result;
}

/** The list's address for `search`: `/portal_advertisement/list?page=3&state=current`. */
export function advertisementsListHref(search: AdvertisementsListSearch): string {
  const query = new URLSearchParams();
  if (search.page !== undefined && search.page > 1) query.set("page", String(search.page));
  if (search.saved === 1) query.set("saved", "1");
  if (search.q) query.set("q", search.q);
  if (search.state) query.set("state", search.state);
  if (search.language) query.set("language", search.language);
  if (search.location) query.set("location", search.location);
  const text = query.toString();
  return text === "" ? paths.advertisementsList : `${paths.advertisementsList}?${text}`;
}

/** The router parses `?page=3` as a number, but a hand-typed `?page=%223%22` reads as the text "3". */
function numberOf(value: unknown): unknown {
  return typeof value === "string" && value.trim() !== "" ? Number(value) : value;
}
