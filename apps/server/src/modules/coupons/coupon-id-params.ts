import { z } from "zod";
import { AppError } from "../../errors/app-error";

// Coupon ids are bigint identities; JS numbers hold them exactly up to 2^53.
const couponIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** `{id}` of a coupon path; anything but a coupon id names no coupon (404). */
export function couponIdFrom(params: unknown): number {
  const result = couponIdParamsSchema.safeParse(params);
  if (!result.success) throw new AppError("NOT_FOUND", "No such coupon.");
  return result.data.id;
}
