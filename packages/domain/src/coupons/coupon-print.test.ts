import { describe, expect, it } from "vitest";
import { couponPrintLimits, formatPrintDate, printAllDecision, printPages } from "./coupon-print";

describe("coupon printing (docs/product.md#codes-printing)", () => {
  it("puts 9 coupons on a page: 500 codes make 56 pages, the last with 5", () => {
    const codes = Array.from({ length: 500 }, (_, index) => index);
    const pages = printPages(codes);
    expect(pages).toHaveLength(56);
    expect(pages[0]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pages.at(-1)).toEqual([495, 496, 497, 498, 499]);
    expect(printPages([])).toEqual([]);
    expect(printPages([1])).toEqual([[1]]);
  });

  it("accepts print-all up to 300 results and denies beyond", () => {
    expect(printAllDecision(0)).toBe("Accepted");
    expect(printAllDecision(couponPrintLimits.printAll)).toBe("Accepted");
    expect(printAllDecision(301)).toBe("Denied");
  });

  it("writes dates DD/MM/YYYY in Paris time, the creation with HH:mm", () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(formatPrintDate("2026-12-31T23:30:00Z")).toBe("01/01/2027");
    expect(formatPrintDate("2026-07-14T08:05:00Z", { withTime: true })).toBe("14/07/2026 10:05");
    expect(formatPrintDate("not a date")).toBe("");
  });
});
