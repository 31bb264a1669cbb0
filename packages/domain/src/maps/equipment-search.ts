import { z } from "zod";
import { textSchema } from "../inputs/text-schema";
import { blankAsAbsent } from "../queries/query-params";

// The live maps work, `GET /monitoring/equipment/search?q=&limit=` (docs/api.md "Equipment search").

export const equipmentSearchLimits = { minQueryLength: 2, maxQueryLength: 100, defaultLimit: 20, maxLimit: 50 };

export const equipmentSearchQuerySchema = z.object({
  q: textSchema(equipmentSearchLimits.maxQueryLength).min(
    equipmentSearchLimits.minQueryLength,
    "formErrors.min_length",
  ),
  limit: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: "formErrors.invalid" })
      .int("formErrors.invalid")
      .min(1, "formErrors.invalid")
      .max(equipmentSearchLimits.maxLimit, "formErrors.invalid")
      .default(equipmentSearchLimits.defaultLimit),
  ),
});
export type EquipmentSearchQuery = z.output<typeof equipmentSearchQuerySchema>;

/**
 * The hexadecimal digits of a MAC address however it was typed (`AA-BB-CC`,
 * `aabb.cc`, `aa:bb:cc:dd:ee:ff`), lower case; null when the text holds
 * anything else or more than a MAC's 12 digits: it cannot be part of one.
 */
export function macDigitsOf(text: string): string | null {
  const digits = text.replace(/[\s:.-]/g, "").toLowerCase();
  return /^[0-9a-f]{1,12}$/.test(digits) ? digits : null;
}

/** A whole MAC's 12 digits as equipment stores it: lower case, colons (`aa:bb:cc:dd:ee:ff`). */
export function storedMacOf(digits: string): string | null {
  if (!/^[0-9a-f]{12}$/.test(digits)) return null;
  return digits.replace(/(..)(?!$)/g, "$1:");
}

/** Whether a typed text is long enough to be searched (`equipmentSearchLimits.minQueryLength`), spaces aside. */
export function isEquipmentSearchable(text: string): boolean {
  return text.trim().length >= equipmentSearchLimits.minQueryLength;
}
