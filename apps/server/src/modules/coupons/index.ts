// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
export { type CouponCodeBatchOptions, insertCouponsWithFreshCodes } from "./coupon-code-batch";
export { randomCouponCode } from "./coupon-code-generator";
export type { CodesLocation, CouponView } from "./coupons.repository";
export { couponsRoutes } from "./coupons.routes";
export type { OfferRow } from "./offers.repository";
