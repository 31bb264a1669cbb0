import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type SearchResponse, searchIndex } from "../../../api/search-proxy";
import type { CodesListState } from "../codes-list-state";
import type { CouponDocument } from "../coupon-document";
import { couponsPageBody } from "../coupons-search-body";

/** Every coupons query starts with this key: mutations invalidate through it. */
export const couponsQueryKey = ["coupons", "search"] as const;

export const codesPageSize = 20;

export interface CouponsPage {
  coupons: CouponDocument[];
  total: number;
  /** Of `total`, the codes a print holds: the disabled ones are never printed. */
  printable: number;
  /** The offers facet: names and counts within the current filters. */
  offers: { name: string; count: number }[];
}

interface OffersFacet {
  buckets: { key: string; doc_count: number }[];
}

function toPage(response: SearchResponse<CouponDocument>): CouponsPage {
  const facet = response.aggregations?.offers as OffersFacet | undefined;
  const printable = response.aggregations?.printable as { doc_count: number } | undefined;
  const total = response.hits.total?.value ?? response.hits.hits.length;
  return {
    coupons: response.hits.hits.map((hit) => hit._source),
    total,
    printable: printable?.doc_count ?? 0,
    offers: (facet?.buckets ?? []).map((bucket) => ({ name: String(bucket.key), count: bucket.doc_count })),
  };
}

/** One page of the codes dashboard through the search proxy's coupons index (docs/product.md#search). */
export async function findCoupons(state: CodesListState, signal?: AbortSignal): Promise<CouponsPage> {
  const body = couponsPageBody(state, new Date(), codesPageSize);
  return toPage(await searchIndex<CouponDocument>("coupons", body, signal));
}

export function couponsQueryOptions(state: CodesListState) {
  const { view: _view, coupon: _coupon, ...filters } = state;
  return queryOptions({
    queryKey: [...couponsQueryKey, "page", filters],
    queryFn: ({ signal }) => findCoupons(filters, signal),
    // A new filter keeps the last page on screen until the next one is there.
    placeholderData: keepPreviousData,
  });
}

export function useCoupons(state: CodesListState) {
  return useQuery(couponsQueryOptions(state));
}
