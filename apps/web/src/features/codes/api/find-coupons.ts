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
  /** The codes the search matches, counted up to the result window. */
  total: number;
  /** Whether more codes than `total` match: the count stopped at the result window. */
  isTotalLowerBound: boolean;
}

function toPage(response: SearchResponse<CouponDocument>): CouponsPage {
  const total = response.hits.total;
  return {
    coupons: response.hits.hits.map((hit) => hit._source),
    total: total?.value ?? response.hits.hits.length,
    isTotalLowerBound: total?.relation === "gte",
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
    // The page the route's loader has just asked for is not asked again as the list draws;
    // the list's own changes invalidate through the key.
    staleTime: 10_000,
  });
}

export function useCoupons(state: CodesListState) {
  return useQuery(couponsQueryOptions(state));
}
