import { type CouponSmsAnswer, couponSmsAnswerSchema } from "@ondine/domain";
import { useMutation } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

/** POST /coupons/{id}/send_sms (docs/product.md#codes-api): the code to its phone number, in the interface language. */
export function sendCouponSms(id: number): Promise<CouponSmsAnswer> {
  return apiCall("POST", `/coupons/${id}/send_sms`, couponSmsAnswerSchema);
}

export function useSendCouponSms() {
  return useMutation({ mutationFn: sendCouponSms });
}
