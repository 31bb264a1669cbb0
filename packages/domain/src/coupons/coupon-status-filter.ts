import type { CouponStatus } from "./coupon-status";

/** The statuses the codes dashboard filters on (docs/product.md#codes-states); "invalid" is no filter, only a reading of bad dates. */
export const couponStatusFilters = [
  "valid",
  "available_soon",
  "expired",
  "used",
  "disabled",
] as const satisfies readonly CouponStatus[];
export type CouponStatusFilter = (typeof couponStatusFilters)[number];

/** A clause of the search proxy's query DSL (docs/search.md). */
export type SearchClause = Record<string, unknown>;

const isDisabled: SearchClause = { exists: { field: "disabled_at" } };
const notDisabled: SearchClause = { bool: { must_not: [isDisabled] } };
const neitherDisabledNorUsed: SearchClause[] = [notDisabled, { term: { used: false } }];

/** "disabled (disabled_at set)" (docs/product.md#codes-states) as a filter of the coupons index, and its negation. */
export const disabledCouponSearchFilter: SearchClause = isDisabled;
export const notDisabledCouponSearchFilter: SearchClause = notDisabled;

/**
 * couponStatus as filters of the coupons index, in its order: disabled first,
 * then used, then by the validity dates at `now`, so that a filter lists the
 * codes whose status reads the same.
 */
export function couponStatusSearchFilter(status: CouponStatusFilter, now: Date): SearchClause[] {
  const at = now.toISOString();
  switch (status) {
    case "disabled":
      return [isDisabled];
    case "used":
      return [notDisabled, { term: { used: true } }];
    case "available_soon":
      return [...neitherDisabledNorUsed, { range: { starts_at: { gt: at } } }];
    case "valid":
      return [...neitherDisabledNorUsed, { range: { starts_at: { lte: at } } }, { range: { ends_at: { gte: at } } }];
    case "expired":
      return [...neitherDisabledNorUsed, { range: { ends_at: { lt: at } } }];
  }
}
