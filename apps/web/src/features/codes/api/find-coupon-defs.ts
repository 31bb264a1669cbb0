import { type CouponDefPresentation, couponDefsAnswerSchema, type LocationType } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

export interface CouponLocation {
  id: number;
  type: LocationType;
}

/** GET /coupons/coupon_defs?location_id&location_type (docs/product.md#codes-api): the offers codes can be made from there. */
export function findCouponDefs(location: CouponLocation, signal?: AbortSignal): Promise<CouponDefPresentation[]> {
  return apiCall("GET", "/coupons/coupon_defs", couponDefsAnswerSchema, {
    query: { location_id: location.id, location_type: location.type },
    signal,
  });
}

export function couponDefsQueryOptions(location: CouponLocation) {
  return queryOptions({
    queryKey: ["coupons", "defs", location.type, location.id],
    queryFn: ({ signal }) => findCouponDefs(location, signal),
    // docs/product.md#errors-behaviour: an offer fetch failure falls back to the no-offers mode; no retries behind the form.
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useCouponDefs(location: CouponLocation | null) {
  return useQuery({
    ...couponDefsQueryOptions(location ?? { id: 0, type: "Site" }),
    enabled: location !== null,
  });
}
