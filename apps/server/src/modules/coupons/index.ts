// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").

export { disableCoupon, sendCouponSms, updateCouponPhone } from "./coupon-actions.service";
export { type CouponCodeBatchOptions, insertCouponsWithFreshCodes } from "./coupon-code-batch";
export { randomCouponCode } from "./coupon-code-generator";
export { createCoupons } from "./coupon-creation.service";
export { listCouponDefs } from "./coupon-offers.service";
export type { CodesLocation } from "./coupons.repository";
export { couponsRoutes } from "./coupons.routes";
export { type CouponsDependencies, couponsDependencies } from "./coupons-dependencies";
