import { pathIdParamsSchema } from "@ondine/domain";
import type { z } from "zod";
import { AppError } from "./app-error";

/**
 * `{id}` of a path (docs/security.md "Input validation"): anything but a
 * positive 32-bit integer names no row, so the answer is 404 with
 * `notFoundMessage`, as for an id that names nothing the caller may see.
 */
export function rowIdFromPath(
  params: unknown,
  notFoundMessage: string,
  schema: z.ZodType<{ id: number }> = pathIdParamsSchema,
): number {
  const result = schema.safeParse(params);
  if (!result.success) throw new AppError("NOT_FOUND", notFoundMessage);
  return result.data.id;
}
