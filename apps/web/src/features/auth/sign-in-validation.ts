import { type FieldErrors, fieldErrorsFromZodIssues, type SignInBody, signInBodySchema } from "@ondine/domain";

export type SignInValidation = { success: true; data: SignInBody } | { success: false; errors: FieldErrors };

/**
 * Login (docs/product.md#accounts-passwords) checked with the server's own schema. Its own chunk: zod and
 * the domain's text rules (about 25 KiB gzip) are not needed to draw the
 * sign-in form, only to check it (see sign-in-form.tsx, docs/performance.md).
 */
export function validateSignIn(values: SignInBody): SignInValidation {
  const validation = signInBodySchema.safeParse(values);
  return validation.success
    ? { success: true, data: validation.data }
    : { success: false, errors: fieldErrorsFromZodIssues(validation.error.issues) };
}
