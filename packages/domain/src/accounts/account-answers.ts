import { z } from "zod";

/**
 * The small answers of the account calls (docs/api.md "Identity and
 * accounts"); the user itself is current-user.ts's.
 */

/** `POST /users/two_factor/resend`: seconds before another code may be asked for. */
export const twoFactorResendAnswerSchema = z.object({ resend_available_in: z.number().int() });
export type TwoFactorResendAnswer = z.infer<typeof twoFactorResendAnswerSchema>;

/** `GET` and `PUT /users/confirmation`: the account a confirmation link names. */
export const accountConfirmationAnswerSchema = z.object({ email: z.string(), first_name: z.string() });
export type AccountConfirmationAnswer = z.infer<typeof accountConfirmationAnswerSchema>;

/** `PUT /users/email_confirmation`: the account's address, now the new one. */
export const emailChangeConfirmedAnswerSchema = z.object({ email: z.string() });
export type EmailChangeConfirmedAnswer = z.infer<typeof emailChangeConfirmedAnswerSchema>;
