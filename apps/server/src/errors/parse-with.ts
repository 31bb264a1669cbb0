import { fieldErrorsFromZodIssues } from "@ondine/domain";
import type { z } from "zod";
import { AppError } from "./app-error";

/**
 * Validates a request part (`request.body`, `request.query`, `request.params`)
 * with a zod schema from packages/domain, the same schema the console's form
 * uses, and returns the parsed value with its type. On failure it throws
 * AppError INVALID_PARAMETERS (422) whose `errors` map each dotted field path
 * to the schema's i18n message keys, e.g. `{"coupon.number": ["formErrors.range_number"]}`.
 *
 * Routes call it through `parseDeclared(request, "body")`
 * (openapi/declared-input.ts), with the schema they declare for the OpenAPI
 * document, after authorizing.
 *
 * Query strings arrive as strings: their schemas coerce (`z.coerce.number()`).
 * Schemas with async refinements are not supported here (they would throw).
 */
export function parseWith<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AppError("INVALID_PARAMETERS", undefined, fieldErrorsFromZodIssues(result.error.issues));
  }
  return result.data;
}
