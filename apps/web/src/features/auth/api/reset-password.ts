import type { passwordResetBodySchema } from "@ondine/domain";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiCallWithoutAnswer } from "../../../api/client";

export type PasswordResetBody = z.input<typeof passwordResetBodySchema>;

/** PUT /users/password: a new password with the mailed token. 401 for an invalid or expired token. */
export function resetPassword(body: PasswordResetBody): Promise<void> {
  return apiCallWithoutAnswer("PUT", "/users/password", { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
