import { type EmailConfirmationBody, emailChangeConfirmedAnswerSchema } from "@ondine/domain";
import { useMutation } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

/**
 * PUT /users/email_confirmation: the new address becomes the sign-in one.
 * 404 for an unknown, used or expired link; 422 when the address was taken meanwhile.
 */
export function confirmEmailChange(body: EmailConfirmationBody): Promise<{ email: string }> {
  return apiCall("PUT", "/users/email_confirmation", emailChangeConfirmedAnswerSchema, { body });
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
