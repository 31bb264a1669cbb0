import { type UserPresentation, userAnswerSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { usersQueryOptions } from "./find-users";
import { userQueryOptions } from "./get-user";

/** DELETE /admin/users/{id}: the account is deactivated and answered with its `deleted_at`. */
export function deleteUser(id: number): Promise<UserPresentation> {
  return apiCall("DELETE", `/admin/users/${id}`, userAnswerSchema);
}

/** docs/product.md#accounts-users: the account then reads as deleted (deactivated) at once, without waiting for the list. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions(user.id).queryKey, user);
      return queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey });
    },
  });
}
