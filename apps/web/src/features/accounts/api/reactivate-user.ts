import { type UserPresentation, userAnswerSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { usersQueryOptions } from "./find-users";
import { userQueryOptions } from "./get-user";

/** POST /admin/users/{id}/reactivate: the account is active again, with its roles and locations. */
export function reactivateUser(id: number): Promise<UserPresentation> {
  return apiCall("POST", `/admin/users/${id}/reactivate`, userAnswerSchema);
}

/** docs/product.md#accounts-users: the account reads as active at once, and the list is read again. */
export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateUser,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions(user.id).queryKey, user);
      return queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey });
    },
  });
}
