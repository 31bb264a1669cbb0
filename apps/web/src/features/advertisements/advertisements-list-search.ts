import { paths } from "@ondine/domain";
import { positiveInteger } from "../../routing/search-field-readers";

/**
 * /portal_advertisement/list's query: the page shown (`?page=n`, absent for
 * the first) and `saved=1` for one render after a save, which the list turns
 * into its 2 s toast and then drops from the address.
 *
 * The screen reads it, not the route's `validateSearch`: the route tree is
 * on the sign-in path, whose budget is full; so the route declares no search
 * and the list is reached by `advertisementsListHref`.
 */
export interface AdvertisementsListSearch {
  page?: number;
  saved?: 1;
}

export function validateAdvertisementsListSearch(search: Record<string, unknown>): AdvertisementsListSearch {
  const result: AdvertisementsListSearch = {};
  const page = positiveInteger(numberOf(search.page));
  if (page !== undefined && page > 1) result.page = page;
  if (numberOf(search.saved) === 1) result.saved = 1;
  return result;
}

/** The list's address for `search`: `/portal_advertisement/list?page=3&saved=1`. */
export function advertisementsListHref(search: AdvertisementsListSearch): string {
  const query = new URLSearchParams();
  if (search.page !== undefined && search.page > 1) query.set("page", String(search.page));
  if (search.saved === 1) query.set("saved", "1");
  const text = query.toString();
  return text === "" ? paths.advertisementsList : `${paths.advertisementsList}?${text}`;
}

/** The router parses `?page=3` as a number, but a hand-typed `?page=%223%22` reads as the text "3". */
function numberOf(value: unknown): unknown {
  return typeof value === "string" && value.trim() !== "" ? Number(value) : value;
}
