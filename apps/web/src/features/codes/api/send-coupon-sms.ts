import type { CouponSmsAnswer } from "@ondine/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

/** POST /coupons/{id}/send_sms (SPEC §7): the code to its phone number, in the interface language. */
export function sendCouponSms(id: number): Promise<CouponSmsAnswer> {
  return apiRequest<CouponSmsAnswer>("POST", `/coupons/${id}/send_sms`);
}

export function useSendCouponSms() {
  return useMutation({ mutationFn: sendCouponSms });
}
