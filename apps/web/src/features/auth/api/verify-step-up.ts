import { useMutation } from "@tanstack/react-query";
import { apiCallWithoutAnswer } from "../../../api/client";
import type { SecondFactorBody } from "./verify-two-factor-code";

/**
 * POST /users/two_factor/step_up (docs/security.md "Step-up"): a fresh second factor for this
 * session, after which the sensitive call is made again. Wrong codes count toward the lockout.
 */
export function verifyStepUp(body: SecondFactorBody): Promise<void> {
  return apiCallWithoutAnswer("POST", "/users/two_factor/step_up", { body });
}

export function useVerifyStepUp() {
  return useMutation({ mutationFn: verifyStepUp });
}
