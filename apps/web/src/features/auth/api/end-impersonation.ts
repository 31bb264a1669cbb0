import { type CurrentUser, currentUserSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { currentUserQueryOptions } from "./current-user-options";

/** GET /users/reset_fake: back to the admin's own account. 422 when not impersonating. */
export function endImpersonation(): Promise<CurrentUser> {
  return apiCall("GET", "/users/reset_fake", currentUserSchema);
}

/**
 * docs/product.md#accounts-impersonation: ends the log-as and clears the cache, since every cached answer
 * was the impersonated user's; the admin's own user is kept from the answer.
 */
export function useEndImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endImpersonation,
    onSuccess: (admin) => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryOptions().queryKey, admin);
    },
  });
}
