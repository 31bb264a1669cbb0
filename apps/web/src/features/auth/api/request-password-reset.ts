import type { passwordResetRequestBodySchema } from "@ondine/domain";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiCallWithoutAnswer } from "../../../api/client";

export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBodySchema>;

/** POST /users/password: mails a reset link. 404 NOT_FOUND for an unknown address. */
export function requestPasswordReset(body: PasswordResetRequestBody): Promise<void> {
  return apiCallWithoutAnswer("POST", "/users/password", { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
