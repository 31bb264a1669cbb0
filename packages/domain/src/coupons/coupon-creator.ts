/**
 * SPEC §3 "Code": who created a coupon. `CenterUser` is a console (back-office)
 * account, `GuestUser` a customer of the Wi-Fi portal (a purchase or a free
 * offer); the codes dashboard lists only the former (SPEC §2).
 */
export const couponCreatorTypes = ["CenterUser", "GuestUser"] as const;
export type CouponCreatorType = (typeof couponCreatorTypes)[number];

/** SPEC §2, §7: the codes dashboard and the codes statistics count only codes made in the back office. */
export const backOfficeCreatorType: CouponCreatorType = "CenterUser";
