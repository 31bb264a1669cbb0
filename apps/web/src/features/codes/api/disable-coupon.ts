import { type CouponDisableAnswer, couponDisableAnswerSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import type { CouponDocument } from "../coupon-document";
import { couponsQueryKey } from "./find-coupons";
import { couponQueryOptions } from "./get-coupon";

/** PUT /coupons/{id}/disable (docs/api.md "Coupons"): one-way (docs/product.md#codes-states). */
export function disableCoupon(id: number): Promise<CouponDisableAnswer> {
  return apiCall("PUT", `/coupons/${id}/disable`, couponDisableAnswerSchema);
}

/** The panel reads the code as disabled at once; the lists are read again. */
export function useDisableCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableCoupon,
    onSuccess: (answer, id) => {
      queryClient.setQueryData(couponQueryOptions(id).queryKey, (coupon: CouponDocument | null | undefined) =>
        coupon ? { ...coupon, ...answer, id } : coupon,
      );
      return queryClient.invalidateQueries({
        queryKey: couponsQueryKey,
        predicate: (query) => query.queryKey[2] !== "one",
      });
    },
  });
}
