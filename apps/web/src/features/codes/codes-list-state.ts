import { type CouponStatusFilter, couponStatusFilters } from "@ondine/domain";
import { decodeSearchBlob, encodeSearchBlob, searchBlobOfHash, searchHash } from "../../routing/hash-search";
import { dayText, isOneOf, positiveInteger, text } from "../../routing/search-field-readers";

/**
 * The codes dashboard's state (docs/product.md#codes-screens "/codes/list; filter state in URL hash
 * as an encoded blob"): search, filters, sort, view, page and the open code,
 * written as `#?s=<base64url of JSON>` like the statistics links'
 * `#?s={search}`. The print-state address carries the same blob.
 */
export const codesListSorts = ["created_desc", "created_asc", "code_asc", "ends_asc"] as const;
export type CodesListSort = (typeof codesListSorts)[number];

export const codesListViews = ["list", "table"] as const;
export type CodesListView = (typeof codesListViews)[number];

export interface CodesListState {
  /** The search box: a code's first letters, a description's words, a phone number, a batch id. */
  q?: string;
  status?: CouponStatusFilter;
  organism?: number;
  site?: number;
  /** An offer, by its name (the offers facet's keys). */
  offer?: string;
  /** A creation batch (the link from the creation success page). */
  correlation?: string;
  /** Created from / to, `YYYY-MM-DD` days, both included. */
  from?: string;
  to?: string;
  sort?: CodesListSort;
  view?: CodesListView;
  page?: number;
  /** The code whose detail panel is open. */
  coupon?: number;
}

/** What the print-state address carries: the queries and filters, not the view, page or panel. */
export function printableState({
  view: _view,
  page: _page,
  coupon: _coupon,
  ...filters
}: CodesListState): CodesListState {
  return filters;
}

/** How many filters narrow the list (the location counts once, organism or site): shown on a phone's folded filters. */
export function activeFilterCount(state: CodesListState): number {
  const location = state.site ?? state.organism;
  return [state.status, location, state.offer, state.correlation, state.from, state.to].filter(
    (value) => value !== undefined,
  ).length;
}

/** Keeps only well-formed fields: an address is typed, pasted or old, never trusted. */
export function validateCodesListState(input: unknown): CodesListState {
  if (typeof input !== "object" || input === null) return {};
  const raw = input as Record<string, unknown>;
  const state: CodesListState = {};
  const q = text(raw.q);
  if (q) state.q = q;
  if (isOneOf(couponStatusFilters, raw.status)) state.status = raw.status;
  const organism = positiveInteger(raw.organism);
  if (organism) state.organism = organism;
  const site = positiveInteger(raw.site);
  if (site) state.site = site;
  const offer = text(raw.offer);
  if (offer) state.offer = offer;
  const correlation = text(raw.correlation, 64);
  if (correlation) state.correlation = correlation;
  const from = dayText(raw.from);
  if (from) state.from = from;
  const to = dayText(raw.to);
  if (to) state.to = to;
  if (isOneOf(codesListSorts, raw.sort)) state.sort = raw.sort;
  if (isOneOf(codesListViews, raw.view)) state.view = raw.view;
  const page = positiveInteger(raw.page);
  if (page && page > 1) state.page = page;
  const coupon = positiveInteger(raw.coupon);
  if (coupon) state.coupon = coupon;
  return state;
}

/** JSON, UTF-8, base64url: safe in a path segment and a hash alike. */
export function encodeCodesListState(state: CodesListState): string {
  return encodeSearchBlob(state);
}

/** The state a blob names; undefined when it is not one. */
export function decodeCodesListState(blob: string): CodesListState | undefined {
  const decoded = decodeSearchBlob(blob);
  return decoded === undefined ? undefined : validateCodesListState(decoded);
}

/** The address hash (without `#`) holding the state. */
export function codesListHash(state: CodesListState): string {
  return searchHash(state);
}

/** The state of an address hash; undefined when it holds none (a first open). */
export function codesListStateFromHash(hash: string): CodesListState | undefined {
  const blob = searchBlobOfHash(hash);
  return blob ? decodeCodesListState(blob) : undefined;
}

/**
 * docs/product.md#codes-screens: on first open without a search in the address, the dashboard
 * pre-filters by the selected location: the organism, or the site and its organism.
 */
export function locationPrefilter(selected: { location_site?: number; location_organism?: number }): CodesListState {
  const state: CodesListState = {};
  if (selected.location_organism !== undefined) state.organism = selected.location_organism;
  if (selected.location_site !== undefined) state.site = selected.location_site;
  return state;
}
