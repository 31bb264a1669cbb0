/**
 * Coupon status (docs/product.md#codes-states): disabled (disabled_at set), used (provisioned at
 * least once), otherwise by its validity dates: available soon, valid or
 * expired; invalid when its dates cannot be read or end before they start.
 */
export const couponStatuses = ["disabled", "used", "available_soon", "valid", "expired", "invalid"] as const;
export type CouponStatus = (typeof couponStatuses)[number];

type Moment = Date | string | null | undefined;

export interface CouponStatusFields {
  disabled_at: Moment;
  provisionings_count: number;
  starts_at: Moment;
  ends_at: Moment;
}

function timeOf(moment: Moment): number | undefined {
  if (moment === null || moment === undefined || moment === "") return undefined;
  const time = (moment instanceof Date ? moment : new Date(moment)).getTime();
  return Number.isNaN(time) ? undefined : time;
}

export function couponStatus(coupon: CouponStatusFields, now: Date): CouponStatus {
  if (coupon.disabled_at) return "disabled";
  if (coupon.provisionings_count > 0) return "used";
  const startsAt = timeOf(coupon.starts_at);
  const endsAt = timeOf(coupon.ends_at);
  if (startsAt === undefined || endsAt === undefined || endsAt < startsAt) return "invalid";
  const time = now.getTime();
  if (time < startsAt) return "available_soon";
  return time <= endsAt ? "valid" : "expired";
}

/** docs/product.md#codes-data `used`: derived, never stored. */
export function isCouponUsed(coupon: { provisionings_count: number }): boolean {
  return coupon.provisionings_count > 0;
}
