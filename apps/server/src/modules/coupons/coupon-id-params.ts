import type { z } from "zod";
import { rowIdFromPath } from "../../errors/path-id";
import { type DeclaringRequest, declaredSchema } from "../../openapi/declared-input";

/**
 * `{id}` of a coupon path, read with the route's declared params schema
 * (`bigPathIdParamsSchema`: a bigint identity); anything but a coupon id
 * names no coupon (404).
 */
export function couponIdFrom(request: DeclaringRequest<{ params: z.ZodType<{ id: number }> }>): number {
  return rowIdFromPath(request.params, "No such coupon.", declaredSchema(request, "params"));
}
