import { type CurrentUser, currentUserSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { markAuthenticated } from "../auth-flag";
import { currentUserQueryOptions } from "./current-user-options";

/** POST /users/two_factor: the mailed code completes a pending sign-in. */
export function verifyTwoFactorCode(body: { code: string }): Promise<CurrentUser> {
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
