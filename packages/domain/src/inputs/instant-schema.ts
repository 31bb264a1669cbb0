import { z } from "zod";

// Dates of a request are bounded (docs/security.md "Input validation"):
// PostgreSQL refuses year 0 and JavaScript reads far years oddly; nothing
// the console or a collector sends lies outside 1970..2100.

export const earliestInstant = new Date("1970-01-01T00:00:00Z");
export const latestInstant = new Date("2100-12-31T23:59:59.999Z");

/** Whether a date lies within the bounds every request date keeps to. */
export function isWithinInstantBounds(date: Date): boolean {
  return date >= earliestInstant && date <= latestInstant;
}

/** An ISO 8601 instant with its offset (`2026-07-14T08:00:00Z`, `...+02:00`) in 1970..2100, read as a Date. */
export const instantSchema = z
  .string({ error: "formErrors.required" })
  .max(40, "formErrors.invalid")
  .pipe(z.iso.datetime({ offset: true, error: "formErrors.invalid" }))
  .transform((value) => new Date(value))
  .refine(isWithinInstantBounds, "formErrors.range_date");

/** Unix seconds in 1970..2100, as query strings carry them. */
export const unixSecondsSchema = z.coerce
  .number({ error: "formErrors.invalid" })
  .int("formErrors.invalid")
  .min(0, "formErrors.invalid")
  .max(Math.floor(latestInstant.getTime() / 1000), "formErrors.invalid");
