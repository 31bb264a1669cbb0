import { currentUserSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { markAuthenticated } from "../auth-flag";
import { currentUserQueryOptions } from "./current-user-options";

/** POST /users/login_beta: a one-time token from the beta console opens a session here. */
export function signInWithBetaToken(token: string): Promise<unknown> {
  return apiCall("POST", "/users/login_beta", currentUserSchema, { body: { token } });
}

/** docs/product.md#accounts-users: marks authenticated; the user is read afresh by the next page. */
export function useSignInWithBetaToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithBetaToken,
    onSuccess: async () => {
      markAuthenticated();
      await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    },
  });
}
