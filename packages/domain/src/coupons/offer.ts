/** Coupon definition (offer) (docs/product.md#codes-data): how long an offer's access lasts is a value and a unit. */
export const offerDurationUnits = ["hour", "day", "week", "month"] as const;
export type OfferDurationUnit = (typeof offerDurationUnits)[number];

/** docs/product.md#codes-limits: `max_usage` -1 means unlimited devices (group offers, codes without a limit). */
export const unlimitedUsage = -1;
