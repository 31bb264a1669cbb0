import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { searchIndex } from "../../../api/search-proxy";
import type { CodesListState } from "../codes-list-state";
import { couponFiguresBody } from "../coupons-search-body";
import { couponsQueryKey } from "./find-coupons";

export interface CouponFigures {
  /** Every code the search matches, exactly. */
  total: number;
  /** Of `total`, the codes a print holds: the disabled ones are never printed. */
  printable: number;
  /** The offers facet: names and counts within the current filters. */
  offers: { name: string; count: number }[];
}

interface OffersFacet {
  buckets: { key: string; doc_count: number }[];
}

/**
 * The codes dashboard's figures for a search, whatever its page and order
 * (docs/product.md#codes-screens): apart from the page, which shows without
 * waiting for a count of every code.
 */
export async function findCouponFigures(state: CodesListState, signal?: AbortSignal): Promise<CouponFigures> {
  const response = await searchIndex<never>("coupons", couponFiguresBody(state, new Date()), signal);
  const facet = response.aggregations?.offers as OffersFacet | undefined;
  const printable = response.aggregations?.printable as { doc_count: number } | undefined;
  return {
    total: response.hits.total?.value ?? 0,
    printable: printable?.doc_count ?? 0,
    offers: (facet?.buckets ?? []).map((bucket) => ({ name: String(bucket.key), count: bucket.doc_count })),
  };
}

export function couponFiguresQueryOptions(state: CodesListState) {
  const { view: _view, coupon: _coupon, page: _page, sort: _sort, ...filters } = state;
  return queryOptions({
    queryKey: [...couponsQueryKey, "figures", filters],
    queryFn: ({ signal }) => findCouponFigures(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCouponFigures(state: CodesListState) {
  return useQuery(couponFiguresQueryOptions(state));
}
