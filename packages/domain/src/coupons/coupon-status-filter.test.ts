import { describe, expect, it } from "vitest";
import { type CouponStatusFields, couponStatus } from "./coupon-status";
import { couponStatusFilters, couponStatusSearchFilter, type SearchClause } from "./coupon-status-filter";

/** The index's view of a coupon (`used` derived, docs/product.md#codes-states). */
type IndexedCoupon = { disabled_at: string | null; used: boolean; starts_at: string; ends_at: string };

const indexed = (coupon: CouponStatusFields & { starts_at: string; ends_at: string }): IndexedCoupon => ({
  disabled_at: coupon.disabled_at ? String(coupon.disabled_at) : null,
  used: coupon.provisionings_count > 0,
  starts_at: coupon.starts_at,
  ends_at: coupon.ends_at,
});

/** Just enough of the DSL to evaluate the filters' clauses on one document. */
function matches(clause: SearchClause, document: IndexedCoupon): boolean {
  const [kind, body] = Object.entries(clause)[0] as [string, Record<string, unknown>];
  if (kind === "exists") return document[body.field as keyof IndexedCoupon] !== null;
  if (kind === "bool") return !(body.must_not as SearchClause[]).some((inner) => matches(inner, document));
  const [field, condition] = Object.entries(body)[0] as [keyof IndexedCoupon, unknown];
  if (kind === "term") return document[field] === condition;
  const value = Date.parse(String(document[field]));
  const bounds = condition as Partial<Record<"gt" | "gte" | "lt" | "lte", string>>;
  const at = (bound: string | undefined) => (bound === undefined ? undefined : Date.parse(bound));
  const [gt, gte, lt, lte] = [at(bounds.gt), at(bounds.gte), at(bounds.lt), at(bounds.lte)];
  return (
    (gt === undefined || value > gt) &&
    (gte === undefined || value >= gte) &&
    (lt === undefined || value < lt) &&
    (lte === undefined || value <= lte)
  );
}

const now = new Date("2026-11-25T12:00:00.000Z");
const coupon = (overrides: Partial<CouponStatusFields>) => ({
  disabled_at: null,
  provisionings_count: 0,
  starts_at: "2026-11-20T00:00:00.000Z",
  ends_at: "2026-11-30T00:00:00.000Z",
  ...overrides,
});
const coupons = [
  coupon({}),
  coupon({ starts_at: "2026-11-26T00:00:00.000Z" }),
  coupon({ starts_at: now.toISOString() }),
  coupon({ ends_at: now.toISOString() }),
  coupon({ ends_at: "2026-11-24T00:00:00.000Z" }),
  coupon({ provisionings_count: 2 }),
  coupon({ provisionings_count: 1, ends_at: "2026-11-24T00:00:00.000Z" }),
  coupon({ disabled_at: "2026-11-22T00:00:00.000Z", provisionings_count: 1 }),
  coupon({ disabled_at: "2026-11-22T00:00:00.000Z", starts_at: "2026-11-26T00:00:00.000Z" }),
].map((fields) => ({
  fields,
  document: indexed(fields as CouponStatusFields & { starts_at: string; ends_at: string }),
}));

describe("couponStatusSearchFilter (docs/product.md#codes-states as search filters)", () => {
  it.each(couponStatusFilters)("lists exactly the codes whose status reads %s", (status) => {
    for (const { fields, document } of coupons) {
      const isListed = couponStatusSearchFilter(status, now).every((clause) => matches(clause, document));
      expect(isListed, JSON.stringify(fields)).toBe(couponStatus(fields, now) === status);
    }
  });
});
