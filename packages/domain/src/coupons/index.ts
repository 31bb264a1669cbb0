export * from "./coupon-creator";
export * from "./coupon-status";
export * from "./offer";
