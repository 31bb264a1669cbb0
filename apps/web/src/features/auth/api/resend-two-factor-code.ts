import { twoFactorResendAnswerSchema } from "@ondine/domain";
import { useMutation } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

export interface ResendTwoFactorCodeAnswer {
  /** Seconds before another code may be asked for. */
  resend_available_in: number;
}

/** POST /users/two_factor/resend. Too soon: 422 `twoFactor.resend_too_soon` with `resend_available_in`. */
export function resendTwoFactorCode(): Promise<ResendTwoFactorCodeAnswer> {
  return apiCall("POST", "/users/two_factor/resend", twoFactorResendAnswerSchema);
}

export function useResendTwoFactorCode() {
  return useMutation({ mutationFn: resendTwoFactorCode });
}
