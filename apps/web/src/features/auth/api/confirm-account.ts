import type { confirmationBodySchema } from "@ondine/domain";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../api/client";

export type ConfirmationBody = z.input<typeof confirmationBodySchema>;

/**
 * PUT /users/confirmation: the new account's first password. SPEC §8: 400
 * mismatch, 422 already confirmed, 401 invalid token.
 */
export function confirmAccount(body: ConfirmationBody): Promise<void> {
  return apiRequest<void>("PUT", "/users/confirmation", { body });
}

export function useConfirmAccount() {
  return useMutation({ mutationFn: confirmAccount });
}
