import type { CouponCreationInput, CreatedCouponsAnswer } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { couponsQueryKey } from "./find-coupons";

/** POST /coupons (SPEC §7): the batch, in creation order, and its correlation id. */
export function createCoupons(body: CouponCreationInput): Promise<CreatedCouponsAnswer> {
  return apiRequest<CreatedCouponsAnswer>("POST", "/coupons", { body });
}

export function useCreateCoupons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupons,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsQueryKey }),
  });
}
