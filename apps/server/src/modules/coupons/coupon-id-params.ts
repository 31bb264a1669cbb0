import { bigPathIdParamsSchema } from "@ondine/domain";
import { rowIdFromPath } from "../../errors/path-id";

/** `{id}` of a coupon path (a bigint identity); anything but a coupon id names no coupon (404). */
export function couponIdFrom(params: unknown): number {
  return rowIdFromPath(params, "No such coupon.", bigPathIdParamsSchema);
}
