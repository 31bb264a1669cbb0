import { type CurrentUser, currentUserSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { markAuthenticated } from "../auth-flag";
import { currentUserQueryOptions } from "./current-user-options";

/** The second factor of a pending sign-in: a 6-digit code (mailed or the app's), or a recovery code. */
export type SecondFactorBody = { code: string } | { recovery_code: string };

/** POST /users/two_factor (docs/security.md "Two-factor sign-in"): the second factor completes a pending sign-in. */
export function verifyTwoFactorCode(body: SecondFactorBody): Promise<CurrentUser> {
  return apiCall("POST", "/users/two_factor", currentUserSchema, { body });
}

export function useVerifyTwoFactorCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactorCode,
    onSuccess: (user) => {
      markAuthenticated();
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
    },
  });
}
