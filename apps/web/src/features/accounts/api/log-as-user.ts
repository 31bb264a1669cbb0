import type { UserPresentation } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

/** GET /users/{id}/fake: the session now acts as that user. */
export function logAsUser(id: number): Promise<UserPresentation> {
  return apiRequest<UserPresentation>("GET", `/users/${id}/fake`);
}

/**
 * SPEC §4 "Log-as reloads the current user": every cached answer was the
 * admin's, so the cache is emptied and the next page reads `/users/me` again.
 */
export function useLogAsUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logAsUser,
    onSuccess: () => queryClient.clear(),
  });
}
