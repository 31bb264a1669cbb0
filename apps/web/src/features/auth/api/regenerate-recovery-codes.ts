import { type RecoveryCodesAnswer, recoveryCodesAnswerSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { currentUserQueryOptions } from "./current-user-options";

/**
 * POST /users/two_factor/recovery_codes (docs/security.md "Two-factor sign-in"): ten new codes
 * replace the old ones, shown once; a wrong password answers 422 `errors.current_password`.
 */
export function regenerateRecoveryCodes(body: { current_password: string }): Promise<RecoveryCodesAnswer> {
  return apiCall("POST", "/users/two_factor/recovery_codes", recoveryCodesAnswerSchema, { body });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}
