import { z } from "zod";

/** SPEC §5 "Passwords": at least 8 characters. */
export const passwordMinLength = 8;

/** SPEC §5 generic rules: messages are i18n keys `formErrors.{rule}`. */
export const requiredText = z.string({ error: "formErrors.required" }).trim().min(1, "formErrors.required");

export const emailSchema = requiredText.pipe(z.email("formErrors.email")).transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: "formErrors.required" })
  .min(1, "formErrors.required")
  .pipe(z.string().min(passwordMinLength, "formErrors.min_length"));

const passwordPairShape = {
  password: passwordSchema,
  password_confirmation: z.string({ error: "formErrors.required" }).min(1, "formErrors.required"),
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
  password: z.string({ error: "formErrors.required" }).min(1, "formErrors.required"),
  remember_me: z.boolean().optional(),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const twoFactorCodeLength = 6;

export const twoFactorCodeBodySchema = z.object({
  code: z
    .string({ error: "twoFactor.code_missing" })
    .trim()
    .min(1, "twoFactor.code_missing")
    .pipe(z.string().regex(/^\d{6}$/, "twoFactor.code_invalid")),
});

/** SPEC §5 "Reset request: email required and valid." */
export const passwordResetRequestBodySchema = z.object({ user: z.object({ email: emailSchema }) });

export const passwordResetBodySchema = z.object({
  user: z.object({ ...passwordPairShape, reset_password_token: requiredText }).superRefine(confirmationMatches),
});

export const confirmationBodySchema = z.object({
  confirmation_token: requiredText,
  user: passwordPairSchema,
});

/** SPEC §5 "old password required on change". */
export const updatePasswordBodySchema = z.object({
  current_password: z.string({ error: "formErrors.required" }).min(1, "formErrors.required"),
  user: passwordPairSchema,
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;
