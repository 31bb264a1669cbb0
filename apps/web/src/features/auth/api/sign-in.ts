import type { CurrentUser, SignInBody } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { markAuthenticated } from "../auth-flag";
import { currentUserQueryOptions } from "./current-user-options";

/** POST /users/sign_in. Fails 302 TWO_FACTOR_REQUIRED when a code was mailed. */
export function signIn(body: SignInBody): Promise<CurrentUser> {
  // Not parsed here, unlike the other clients: this call is on the JavaScript
  // loaded before sign-in, where a schema would bring zod (docs/api.md
  // "Answers"); the contract tests parse its answer with the route's schema.
  return apiRequest<CurrentUser>("POST", "/users/sign_in", { body });
}

/** docs/product.md#accounts-roles: success stores the flag and the user. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      markAuthenticated();
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
    },
  });
}
