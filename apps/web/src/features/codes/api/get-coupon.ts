import { queryOptions, useQuery } from "@tanstack/react-query";
import { searchIndex } from "../../../api/search-proxy";
import type { CouponDocument } from "../coupon-document";
import { couponsQueryKey } from "./find-coupons";

/** One code by id through the coupons index ("print posts size 1", docs/product.md#search); undefined when out of reach. */
export async function getCoupon(id: number, signal?: AbortSignal): Promise<CouponDocument | null> {
  const response = await searchIndex<CouponDocument>(
    "coupons",
    { size: 1, query: { ids: { values: [String(id)] } } },
    signal,
  );
  return response.hits.hits[0]?._source ?? null;
}

export function couponQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...couponsQueryKey, "one", id],
    queryFn: ({ signal }) => getCoupon(id, signal),
  });
}

/** The code of the detail panel; the list's copy shows at once while it is read. */
export function useCoupon(id: number | undefined, fromList: CouponDocument | undefined) {
  return useQuery({
    ...couponQueryOptions(id ?? 0),
    enabled: id !== undefined,
    placeholderData: fromList,
  });
}
