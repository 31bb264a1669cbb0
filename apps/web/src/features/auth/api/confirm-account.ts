import {
  type AccountConfirmationAnswer,
  accountConfirmationAnswerSchema,
  type confirmationBodySchema,
} from "@ondine/domain";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiCall } from "../../../api/client";

export type ConfirmationBody = z.input<typeof confirmationBodySchema>;

/**
 * PUT /users/confirmation: the new account's first password. docs/product.md#errors: 400
 * mismatch, 422 already confirmed, 401 invalid token.
 */
export function confirmAccount(body: ConfirmationBody): Promise<AccountConfirmationAnswer> {
  return apiCall("PUT", "/users/confirmation", accountConfirmationAnswerSchema, { body });
}

export function useConfirmAccount() {
  return useMutation({ mutationFn: confirmAccount });
}
