/**
 * Code (docs/product.md#codes-data): who created a coupon. `CenterUser` is a console (back-office)
 * account, `GuestUser` a customer of the Wi-Fi portal (a purchase or a free
 * offer); the codes dashboard lists only the former (docs/product.md#codes-screens).
 */
export const couponCreatorTypes = ["CenterUser", "GuestUser"] as const;
export type CouponCreatorType = (typeof couponCreatorTypes)[number];

/** docs/product.md#codes-screens, docs/product.md#codes-api: the codes dashboard and the codes statistics count only codes made in the back office. */
export const backOfficeCreatorType: CouponCreatorType = "CenterUser";
