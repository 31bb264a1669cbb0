import { type TwoFactorSettingBody, type TwoFactorState, twoFactorStateSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { currentUserQueryOptions } from "./current-user-options";

/**
 * PUT /users/two_factor (docs/security.md "Two-factor sign-in", the switch): off, by mail, or by
 * the authenticator already confirmed; the password is asked. A wrong one answers 422
 * `errors.current_password`; off where an organism requires it, or an app not confirmed,
 * `errors.method`. Answers the account's new two-factor state.
 */
export function updateTwoFactorMethod(body: TwoFactorSettingBody): Promise<TwoFactorState> {
  return apiCall("PUT", "/users/two_factor", twoFactorStateSchema, { body });
}

export function useUpdateTwoFactorMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTwoFactorMethod,
    // The user is read again: `two_factor_enabled` follows the method too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}
