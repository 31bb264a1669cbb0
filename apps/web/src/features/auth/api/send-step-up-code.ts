import { type TwoFactorResendAnswer, twoFactorResendAnswerSchema } from "@ondine/domain";
import { useMutation } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

/**
 * POST /users/two_factor/step_up/code (docs/security.md "Step-up"): a code mailed for a step-up,
 * as at sign-in; too soon answers 422 `twoFactor.resend_too_soon` with `resend_available_in`.
 */
export function sendStepUpCode(): Promise<TwoFactorResendAnswer> {
  return apiCall("POST", "/users/two_factor/step_up/code", twoFactorResendAnswerSchema);
}

export function useSendStepUpCode() {
  return useMutation({ mutationFn: sendStepUpCode });
}
