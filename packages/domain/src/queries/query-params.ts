import { z } from "zod";

/** A query string parameter left empty (`?state=`) reads as absent. */
export const blankAsAbsent = (value: unknown): unknown => (value === "" ? undefined : value);

/** `?search=`: trimmed text, absent when blank. */
export const searchTextSchema = z.preprocess(
  (value) => (typeof value === "string" ? blankAsAbsent(value.trim()) : value),
  z.string().max(200, "formErrors.max_length").optional(),
);
