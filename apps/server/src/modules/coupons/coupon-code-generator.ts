import { randomInt } from "node:crypto";
import { drawCouponCode } from "@ondine/domain";

/** Draws codes from the operating system's cryptographic generator: a printed code says nothing of the next one. */
export function randomCouponCode(): string {
  return drawCouponCode((max) => randomInt(max));
}
