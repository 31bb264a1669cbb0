import { type AuthenticatorEnrolmentAnswer, authenticatorEnrolmentAnswerSchema } from "@ondine/domain";
import { useMutation } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

/**
 * POST /users/two_factor/authenticator (docs/security.md "Two-factor sign-in"): a new secret,
 * not in force until the app's first code confirms it; the page draws its `otpauth://` address.
 */
export function enrolAuthenticator(): Promise<AuthenticatorEnrolmentAnswer> {
  return apiCall("POST", "/users/two_factor/authenticator", authenticatorEnrolmentAnswerSchema);
}

export function useEnrolAuthenticator() {
  return useMutation({ mutationFn: enrolAuthenticator });
}
