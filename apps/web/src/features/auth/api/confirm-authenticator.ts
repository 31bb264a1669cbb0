import { type AuthenticatorConfirmBody, type RecoveryCodesAnswer, recoveryCodesAnswerSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { currentUserQueryOptions } from "./current-user-options";

/**
 * POST /users/two_factor/authenticator/confirm (docs/security.md "Two-factor sign-in"): the app's
 * first code, with the account's password, puts it in force, switches the method to it and answers
 * the recovery codes, once; a wrong password answers 422 `errors.current_password`, a wrong code
 * `errors.code`.
 */
export function confirmAuthenticator(body: AuthenticatorConfirmBody): Promise<RecoveryCodesAnswer> {
  return apiCall("POST", "/users/two_factor/authenticator/confirm", recoveryCodesAnswerSchema, { body });
}

export function useConfirmAuthenticator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAuthenticator,
    // The account's `two_factor` changed: method, recovery codes left.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}
