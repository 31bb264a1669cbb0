import { useMutation } from "@tanstack/react-query";
import { apiCallWithoutAnswer } from "../../../api/client";

/** GET /admin/users/{id}/resend_confirmation_instructions: 204 once the mail is queued. */
export function resendConfirmation(id: number): Promise<void> {
  return apiCallWithoutAnswer("GET", `/admin/users/${id}/resend_confirmation_instructions`);
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
