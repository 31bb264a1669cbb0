/** Coupon definition (docs/product.md#codes-data): prices are in euros or pounds (docs/product.md#codes-limits: symbols euro and pound). */
export const currencies = ["eur", "gbp"] as const;
export type Currency = (typeof currencies)[number];

export const currencySymbols: Readonly<Record<Currency, string>> = { eur: "€", gbp: "£" };
