import { z } from "zod";
import { textSchema } from "../inputs/text-schema";

/** A query string parameter left empty (`?state=`) reads as absent. */
export const blankAsAbsent = (value: unknown): unknown => (value === "" ? undefined : value);

/** `?search=`: trimmed text, absent when blank. */
export const searchTextSchema = z.preprocess(
  (value) => (typeof value === "string" ? blankAsAbsent(value.trim()) : value),
  textSchema(200).optional(),
);
