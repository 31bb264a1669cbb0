import { z } from "zod";
import { blankAsAbsent } from "../queries/query-params";

// The one id schema (docs/security.md "Input validation"): ids are
// PostgreSQL `integer`s, so a bigger number cannot name anything; sent to
// the database, it would fail as out of range.

/** The largest id an `integer` column holds (2^31 - 1). */
export const maxRowId = 2_147_483_647;

/** A row id in a JSON body: a positive 32-bit integer. */
export const rowIdSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? "formErrors.required" : "formErrors.invalid",
  })
  .int("formErrors.invalid")
  .positive("formErrors.invalid")
  .max(maxRowId, "formErrors.invalid");

/** A row id in a query string or a path: text read as {@link rowIdSchema}; blank reads as absent. */
export const rowIdTextSchema = z.preprocess(
  blankAsAbsent,
  z.coerce
    .number({ error: "formErrors.invalid" })
    .int("formErrors.invalid")
    .positive("formErrors.invalid")
    .max(maxRowId, "formErrors.invalid")
    .optional(),
);

/** A query-string id that must be given: absent reads `formErrors.required`, anything but an id `formErrors.invalid`. */
export const requiredRowIdTextSchema = rowIdTextSchema.pipe(z.number({ error: "formErrors.required" }));

/** `{id}` of a path. The route answers 404 when it fails: no such row. */
export const pathIdParamsSchema = z.object({ id: requiredRowIdTextSchema });

/** A bigint identity (coupons) in a path: exact as a JS number up to 2^53 - 1. */
export const bigPathIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
