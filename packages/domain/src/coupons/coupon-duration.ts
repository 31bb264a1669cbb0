import type { OfferDurationUnit } from "./offer";

const hourSeconds = 3_600;
const daySeconds = 86_400;
const weekSeconds = 604_800;

const secondsPerOfferUnit: Record<OfferDurationUnit, number> = {
  hour: hourSeconds,
  day: daySeconds,
  week: weekSeconds,
  // A month of access is counted as 30 days.
  month: 30 * daySeconds,
};

/** How long a code made from an offer gives access, in seconds (the coupon's `duration`). */
export function offerDurationSeconds(offer: { durationValue: number; durationUnit: OfferDurationUnit }): number {
  return offer.durationValue * secondsPerOfferUnit[offer.durationUnit];
}

/** A code's access duration as people read it. */
export type CouponDurationParts = { value: number; unit: "hour" | "day" | "week" };

/**
 * docs/product.md#codes-printing print page: under 86,400 s in hours, an exact multiple of a week in
 * weeks, else days. Hours and days keep at most one decimal (36 h = 1.5 days).
 */
export function couponDurationParts(seconds: number): CouponDurationParts {
  const oneDecimal = (value: number) => Math.round(value * 10) / 10;
  if (seconds < daySeconds) return { value: oneDecimal(seconds / hourSeconds), unit: "hour" };
  if (seconds % weekSeconds === 0) return { value: seconds / weekSeconds, unit: "week" };
  return { value: oneDecimal(seconds / daySeconds), unit: "day" };
}
