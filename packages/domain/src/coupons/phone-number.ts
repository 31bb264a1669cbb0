// docs/decisions.md#stack: libphonenumber-js; its `min` metadata (the smallest) checks each
// country's number lengths, which is what telling a typo from a number needs.
import parsePhoneNumber from "libphonenumber-js/min";
import { z } from "zod";

/** Phone (docs/product.md#codes-validation): the message of a number that is not a valid international one. */
export const phoneNumberErrorKey = "coupons.phone_number_error";

// Digits and the separators people type; an international number starts with + or 00.
const phoneCharacters = /^(\+|00)[0-9 ().\-/]+$/;

/**
 * A valid international number in E.164 (`+33612345678`), the form it is
 * stored, compared and sent in; undefined when the text is not one.
 */
export function internationalPhoneNumber(text: string): string | undefined {
  const trimmed = text.trim();
  if (!phoneCharacters.test(trimmed)) return undefined;
  const parsed = parsePhoneNumber(trimmed.replace(/^00/, "+"));
  if (!parsed || parsed.ext || !parsed.isValid()) return undefined;
  return parsed.number;
}

/**
 * An optional phone number (docs/product.md#codes-validation: valid international number else
 * `coupons.phone_number_error`): null, absent or blank means none; a number
 * comes out in E.164.
 */
export const optionalPhoneNumberSchema = z
  .string({ error: phoneNumberErrorKey })
  .max(50, phoneNumberErrorKey)
  .nullish()
  .transform((value, context) => {
    if (value === null || value === undefined || value.trim() === "") return null;
    const number = internationalPhoneNumber(value);
    if (number === undefined) {
      context.addIssue({ code: "custom", message: phoneNumberErrorKey });
      return z.NEVER;
    }
    return number;
  });
