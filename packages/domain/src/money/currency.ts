/** SPEC §3 "Coupon definition": prices are in euros or pounds (SPEC §9: symbols euro and pound). */
export const currencies = ["eur", "gbp"] as const;
export type Currency = (typeof currencies)[number];

export const currencySymbols: Readonly<Record<Currency, string>> = { eur: "€", gbp: "£" };
