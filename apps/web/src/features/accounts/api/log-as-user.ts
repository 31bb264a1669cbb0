import { currentUserSchema, type UserPresentation } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

/** GET /users/{id}/fake: the session now acts as that user. */
export function logAsUser(id: number): Promise<UserPresentation> {
  return apiCall("GET", `/users/${id}/fake`, currentUserSchema);
}

/**
 * Log-as reloads the current user (docs/product.md#accounts-impersonation): every cached answer was the
 * admin's, so the cache is emptied and the next page reads `/users/me` again.
 */
export function useLogAsUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logAsUser,
    onSuccess: () => queryClient.clear(),
  });
}
