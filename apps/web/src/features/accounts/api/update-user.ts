import { type UserBody, type UserPresentation, userAnswerSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { usersQueryOptions } from "./find-users";
import { userQueryOptions } from "./get-user";

/** PATCH /users/{id}: removed locations travel with `id` and `_destroy: true`. */
export function updateUser(id: number, body: UserBody): Promise<UserPresentation> {
  return apiCall("PATCH", `/users/${id}`, userAnswerSchema, { body });
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserBody) => updateUser(id, body),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions(id).queryKey, user);
      return queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey });
    },
  });
}
