import { type CouponPresentation, couponPresentationSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import type { CouponDocument } from "../coupon-document";
import { couponsQueryKey } from "./find-coupons";
import { couponQueryOptions } from "./get-coupon";

interface PhoneChange {
  id: number;
  /** E.164, or null to remove it (the trash button). */
  phoneNumber: string | null;
}

/** PUT /coupons/{id} {coupon:{phone_number}} (docs/product.md#codes-api). */
export function updateCouponPhone({ id, phoneNumber }: PhoneChange): Promise<CouponPresentation> {
  return apiCall("PUT", `/coupons/${id}`, couponPresentationSchema, {
    body: { coupon: { phone_number: phoneNumber } },
  });
}

export function useUpdateCouponPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCouponPhone,
    onSuccess: (_answer, { id, phoneNumber }) => {
      queryClient.setQueryData(couponQueryOptions(id).queryKey, (coupon: CouponDocument | null | undefined) =>
        coupon ? { ...coupon, phone_number: phoneNumber } : coupon,
      );
      return queryClient.invalidateQueries({
        queryKey: couponsQueryKey,
        predicate: (query) => query.queryKey[2] !== "one",
      });
    },
  });
}
