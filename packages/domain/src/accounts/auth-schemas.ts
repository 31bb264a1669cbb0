import { z } from "zod";
import { emailSchema, requiredTextSchema, verbatimTextSchema } from "../inputs/text-schema";

/** SPEC §5 "Passwords": at least 8 characters. */
export const passwordMinLength = 8;
/** A passphrase may be long; a megabyte is not one. */
export const passwordMaxLength = 256;
/** Our tokens (reset, confirmation, unlock) are far shorter. */
export const accountTokenMaxLength = 256;

/** A password as typed, to check against the stored one (SPEC §5 generic rules: i18n keys `formErrors.{rule}`). */
const typedPassword = verbatimTextSchema(passwordMaxLength);

export const passwordSchema = typedPassword.pipe(z.string().min(passwordMinLength, "formErrors.min_length"));

/** A mailed token as it comes back from its link. */
export const accountToken = requiredTextSchema(accountTokenMaxLength);

const passwordPairShape = {
  password: passwordSchema,
  password_confirmation: typedPassword,
};

/** SPEC §5: the confirmation equals the password (reported on the confirmation field). */
function confirmationMatches(value: { password: string; password_confirmation: string }, context: z.RefinementCtx) {
  if (value.password !== value.password_confirmation) {
    context.addIssue({ code: "custom", path: ["password_confirmation"], message: "formErrors.equal_to" });
  }
}

export const passwordPairSchema = z.object(passwordPairShape).superRefine(confirmationMatches);

/** SPEC §5 "Login: email valid and required, password required." */
export const signInBodySchema = z.object({
  email: emailSchema,
  password: typedPassword,
  remember_me: z.boolean().optional(),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const twoFactorCodeLength = 6;

/**
 * A pending two-factor sign-in (its row and its cookie) ends this long after
 * the password was typed, whatever the resends (docs/security.md).
 */
export const twoFactorSignInLifetimeMs = 30 * 60_000;

export const twoFactorCodeBodySchema = z.object({
  code: z
    .string({ error: "twoFactor.code_missing" })
    .max(100, "twoFactor.code_invalid")
    .trim()
    .min(1, "twoFactor.code_missing")
    .pipe(z.string().regex(new RegExp(`^\\d{${twoFactorCodeLength}}$`), "twoFactor.code_invalid")),
});

/** SPEC §5 "Reset request: email required and valid." */
export const passwordResetRequestBodySchema = z.object({ user: z.object({ email: emailSchema }) });

export const passwordResetBodySchema = z.object({
  user: z.object({ ...passwordPairShape, reset_password_token: accountToken }).superRefine(confirmationMatches),
});

export const confirmationBodySchema = z.object({
  confirmation_token: accountToken,
  user: passwordPairSchema,
});

/** SPEC §5 "old password required on change". */
export const updatePasswordBodySchema = z.object({
  current_password: typedPassword,
  user: passwordPairSchema,
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;
