import { type UserBody, type UserPresentation, userAnswerSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { usersQueryOptions } from "./find-users";

/** POST /users: 201 with the new account; 422 `users.email_unavailable` when the address is taken. */
export function createUser(body: UserBody): Promise<UserPresentation> {
  return apiCall("POST", "/users", userAnswerSchema, { body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
  });
}
