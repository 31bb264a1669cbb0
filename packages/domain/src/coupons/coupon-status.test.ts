import { describe, expect, it } from "vitest";
import { couponStatus, isCouponUsed } from "./coupon-status";

const now = new Date("2026-06-15T12:00:00.000Z");
const fresh = {
  disabled_at: null,
  provisionings_count: 0,
  starts_at: "2026-06-01T00:00:00.000Z",
  ends_at: "2026-07-01T00:00:00.000Z",
};

describe("couponStatus (docs/product.md#codes-states)", () => {
  it("is valid between its dates, bounds included", () => {
    expect(couponStatus(fresh, now)).toBe("valid");
    expect(couponStatus(fresh, new Date(fresh.starts_at))).toBe("valid");
    expect(couponStatus(fresh, new Date(fresh.ends_at))).toBe("valid");
  });

  it("is available soon before its start and expired after its end", () => {
    expect(couponStatus(fresh, new Date("2026-05-31T23:59:59.999Z"))).toBe("available_soon");
    expect(couponStatus(fresh, new Date("2026-07-01T00:00:00.001Z"))).toBe("expired");
  });

  it("is used once provisioned, whatever its dates", () => {
    expect(couponStatus({ ...fresh, provisionings_count: 3 }, new Date("2027-01-01"))).toBe("used");
    expect(isCouponUsed({ provisionings_count: 1 })).toBe(true);
    expect(isCouponUsed({ provisionings_count: 0 })).toBe(false);
  });

  it("is disabled above all, with Date or string moments", () => {
    expect(couponStatus({ ...fresh, provisionings_count: 2, disabled_at: new Date("2026-06-02") }, now)).toBe(
      "disabled",
    );
    expect(couponStatus({ ...fresh, disabled_at: "2026-06-02T08:00:00Z" }, now)).toBe("disabled");
  });

  it("is invalid when its dates are missing, unreadable or reversed", () => {
    expect(couponStatus({ ...fresh, starts_at: null }, now)).toBe("invalid");
    expect(couponStatus({ ...fresh, ends_at: "not a date" }, now)).toBe("invalid");
    expect(couponStatus({ ...fresh, starts_at: fresh.ends_at, ends_at: fresh.starts_at }, now)).toBe("invalid");
  });
});
