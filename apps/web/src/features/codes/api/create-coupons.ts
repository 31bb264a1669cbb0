import { type CouponCreationInput, type CreatedCouponsAnswer, createdCouponsAnswerSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { couponsQueryKey } from "./find-coupons";

/** POST /coupons (docs/product.md#codes-api): the batch, in creation order, and its correlation id. */
export function createCoupons(body: CouponCreationInput): Promise<CreatedCouponsAnswer> {
  return apiCall("POST", "/coupons", createdCouponsAnswerSchema, { body });
}

export function useCreateCoupons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupons,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsQueryKey }),
  });
}
