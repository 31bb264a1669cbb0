import type { CouponDocument } from "../coupon-document";

/**
 * What a printed coupon shows, and so all a print asks the coupons index
 * for (`_source`): a batch of 500 answers in about a third of the bytes of
 * whole documents.
 */
export const printedCouponFields = [
  "id",
  "code",
  "duration",
  "max_usage",
  "starts_at",
  "ends_at",
  "created_at",
  "site_name",
  "organism_name",
] as const satisfies readonly (keyof CouponDocument)[];

export type PrintedCouponFields = Pick<CouponDocument, (typeof printedCouponFields)[number]>;
