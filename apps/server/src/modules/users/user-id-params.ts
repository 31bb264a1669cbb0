import type { z } from "zod";
import { rowIdFromPath } from "../../errors/path-id";
import { type DeclaringRequest, declaredSchema } from "../../openapi/declared-input";

/**
 * `{id}` of a user path, read with the route's declared params schema
 * (`pathIdParamsSchema`); anything but a user id names no user (404).
 */
export function userIdFrom(request: DeclaringRequest<{ params: z.ZodType<{ id: number }> }>): number {
  return rowIdFromPath(request.params, "No such user.", declaredSchema(request, "params"));
}
