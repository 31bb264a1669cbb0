import type { UpdatePasswordBody } from "@ondine/domain";
import { useMutation } from "@tanstack/react-query";
import { apiCallWithoutAnswer } from "../../../api/client";

/**
 * PATCH /users/update_password. A wrong current password answers 422 with
 * `errors.current_password`; success ends the user's other sessions.
 */
export function updatePassword(body: UpdatePasswordBody): Promise<void> {
  return apiCallWithoutAnswer("PATCH", "/users/update_password", { body });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
