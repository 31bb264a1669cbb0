import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

export interface ResendTwoFactorCodeAnswer {
  /** Seconds before another code may be asked for. */
  resend_available_in: number;
}

/** POST /users/two_factor/resend. Too soon: 422 `twoFactor.resend_too_soon` with `resend_available_in`. */
export function resendTwoFactorCode(): Promise<ResendTwoFactorCodeAnswer> {
  return apiRequest<ResendTwoFactorCodeAnswer>("POST", "/users/two_factor/resend");
}

export function useResendTwoFactorCode() {
  return useMutation({ mutationFn: resendTwoFactorCode });
}
