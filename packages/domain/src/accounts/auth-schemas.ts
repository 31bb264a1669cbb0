import { z } from "zod";
import { emailSchema, requiredTextSchema, verbatimTextSchema } from "../inputs/text-schema";

/** Passwords (docs/product.md#accounts-passwords): at least 8 characters. */
export const passwordMinLength = 8;
/** A passphrase may be long; a megabyte is not one. */
export const passwordMaxLength = 256;
/** Our tokens (reset, confirmation, unlock) are far shorter. */
export const accountTokenMaxLength = 256;

/** A password as typed, to check against the stored one (generic rules: i18n keys `formErrors.{rule}`, docs/product.md#accounts-passwords). */
const typedPassword = verbatimTextSchema(passwordMaxLength);

export const passwordSchema = typedPassword.pipe(z.string().min(passwordMinLength, "formErrors.min_length"));

/** A mailed token as it comes back from its link. */
export const accountToken = requiredTextSchema(accountTokenMaxLength);

const passwordPairShape = {
  password: passwordSchema,
  password_confirmation: typedPassword,
};

/** docs/product.md#accounts-passwords: the confirmation equals the password (reported on the confirmation field). */
function confirmationMatches(value: { password: string; password_confirmation: string }, context: z.RefinementCtx) {
  if (value.password !== value.password_confirmation) {
    context.addIssue({ code: "custom", path: ["password_confirmation"], message: "formErrors.equal_to" });
  }
}

export const passwordPairSchema = z.object(passwordPairShape).superRefine(confirmationMatches);

/** "Login: email valid and required, password required." (docs/product.md#accounts-passwords) */
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

/** "Reset request: email required and valid." (docs/product.md#accounts-validation) */
export const passwordResetRequestBodySchema = z.object({ user: z.object({ email: emailSchema }) });

export const passwordResetBodySchema = z.object({
  user: z.object({ ...passwordPairShape, reset_password_token: accountToken }).superRefine(confirmationMatches),
});

export const confirmationBodySchema = z.object({
  confirmation_token: accountToken,
  user: passwordPairSchema,
});

/** "old password required on change" (docs/product.md#accounts-passwords). */
export const updatePasswordBodySchema = z.object({
  current_password: typedPassword,
  user: passwordPairSchema,
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;
