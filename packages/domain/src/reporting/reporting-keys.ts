import type { ReportingCall } from "./reporting-calls";

// Reporting dataset (docs/product.md#reporting-figures): the value keys of each call. Codes and
// purchases have dynamic keys (one per offer), underscores shown as spaces.

/** How a key's figures read and how its year total is made (docs/product.md#reporting-figures). */
export type ReportingKeyKind =
  /** Euros excluding tax; the total sums the months. */
  | "currency"
  /** A count; the total sums the months. */
  | "count"
  /** A percentage; the total averages the months that have one. */
  | "percent"
  /** Bytes; the total sums the months. */
  | "bytes"
  /** The month's peak; the total is the year's peak. */
  | "peak"
  /** A stock (rooms): no total, shown as a dash. */
  | "stock";

export const reportingFixedKeys = {
  revenues: ["sales-revenues", "coupons", "refunds"],
  rooms: ["rooms_nb"],
  use_of_service: ["user_number", "user_download", "download", "upload"],
} as const satisfies Partial<Record<ReportingCall, readonly string[]>>;

export type ReportingFixedKey = (typeof reportingFixedKeys)[keyof typeof reportingFixedKeys][number];

const fixedKeyKinds: Record<ReportingFixedKey, ReportingKeyKind> = {
  "sales-revenues": "currency",
  coupons: "currency",
  refunds: "currency",
  rooms_nb: "stock",
  user_number: "peak",
  user_download: "percent",
  download: "bytes",
  upload: "bytes",
};

export function isReportingFixedKey(key: string): key is ReportingFixedKey {
  return Object.hasOwn(fixedKeyKinds, key);
}

/** The kind of a key of a call: the fixed ones as listed, the dynamic (offer) keys counts. */
export function reportingKeyKind(key: string): ReportingKeyKind {
  return isReportingFixedKey(key) ? fixedKeyKinds[key] : "count";
}

/** The calls whose keys are offers, named by the server (`Day_Pass`), not fixed. */
export const reportingDynamicKeyCalls: readonly ReportingCall[] = ["coupons", "online_sales"];

/** A dynamic key as the server writes it: the offer's name with its spaces as underscores. */
export function reportingKeyOfName(name: string): string {
  return name.trim().replace(/\s+/g, "_");
}

/** docs/product.md#reporting-figures: a dynamic key shown to people, its underscores as spaces. */
export function reportingKeyLabel(key: string): string {
  return key.replace(/_/g, " ");
}

/** The dynamic key of codes made without an offer (the no-offers mode of docs/product.md#reporting-screen); the console names it. */
export const reportingWithoutOfferKey = "without_offer";

/**
 * What names a key to people: a fixed key and the codes without offer are
 * named by the reader's language (the console's catalogue, the workbook's
 * texts); an offer's key is its own label (`reportingKeyLabel`).
 */
export type ReportingKeyText =
  | { kind: "fixed"; key: ReportingFixedKey }
  | { kind: "withoutOffer"; key: typeof reportingWithoutOfferKey }
  | { kind: "offer"; label: string };

export function reportingKeyText(key: string): ReportingKeyText {
  if (isReportingFixedKey(key)) return { kind: "fixed", key };
  if (key === reportingWithoutOfferKey) return { kind: "withoutOffer", key };
  return { kind: "offer", label: reportingKeyLabel(key) };
}
