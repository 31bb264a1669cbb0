import { z } from "zod";

// The one text schema of every body, query and path (docs/security.md "Input
// validation"): PostgreSQL text cannot hold a NUL character, and nothing a
// person or a collector types needs one; every text has a length cap.

/** The i18n key of a text holding a NUL character (`\u0000`). */
export const nulCharacterMessage = "formErrors.invalid_character";

/** The cap of a text that names no tighter one (a description, a ticket's cause). */
export const textMaxLengthDefault = 2000;

/** docs/product.md#navigation-routing e-mail; RFC 5321 caps a path (and so an address) at 254 characters. */
export const emailMaxLength = 254;

const hasNoNul = (value: string) => !value.includes("\u0000");

/**
 * Text of at most `maxLength` characters once trimmed, without NUL;
 * `missingMessage` when it is not a string (absent included).
 */
export function textSchema(maxLength: number = textMaxLengthDefault, missingMessage = "formErrors.required") {
  return z
    .string({ error: missingMessage })
    .refine(hasNoNul, { message: nulCharacterMessage, abort: true })
    .trim()
    .max(maxLength, "formErrors.max_length");
}

/** {@link textSchema} that may not be blank. */
export function requiredTextSchema(maxLength: number = textMaxLengthDefault) {
  return textSchema(maxLength).min(1, "formErrors.required");
}

/**
 * Text kept as typed (no trimming: passwords, tokens), capped and without
 * NUL; `formErrors.required` when absent or empty.
 */
export function verbatimTextSchema(maxLength: number) {
  return z
    .string({ error: "formErrors.required" })
    .min(1, "formErrors.required")
    .refine(hasNoNul, { message: nulCharacterMessage, abort: true })
    .max(maxLength, "formErrors.max_length");
}

/** {@link verbatimTextSchema} that may be empty: a field a form always sends, needed only sometimes. */
export function optionalVerbatimTextSchema(maxLength: number) {
  return z
    .string({ error: "formErrors.required" })
    .refine(hasNoNul, { message: nulCharacterMessage, abort: true })
    .max(maxLength, "formErrors.max_length");
}

/** An e-mail address (docs/product.md#navigation-routing), at most 254 characters, read in lower case. */
export const emailSchema = requiredTextSchema(emailMaxLength)
  .pipe(z.email("formErrors.email"))
  .transform((email) => email.toLowerCase());
