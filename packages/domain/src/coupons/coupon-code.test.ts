import { describe, expect, it } from "vitest";
import { couponCodeAlphabet, couponCodeLength, drawCouponCode, isCouponCode } from "./coupon-code";

describe("coupon codes (docs/product.md#codes-limits: 8 characters)", () => {
  it("has 32 distinct signs and none read alike", () => {
    expect(new Set(couponCodeAlphabet).size).toBe(32);
    for (const lookAlike of ["I", "L", "O", "U"]) expect(couponCodeAlphabet).not.toContain(lookAlike);
    expect(couponCodeAlphabet).toBe(couponCodeAlphabet.toUpperCase());
  });

  it("draws each position from the source, over the whole alphabet", () => {
    const asked: number[] = [];
    let next = 0;
    const code = drawCouponCode((max) => {
      asked.push(max);
      return (next++ * 5) % max;
    });
    expect(asked).toEqual(Array.from({ length: couponCodeLength }, () => 32));
    expect(code).toBe("AFMSY38D");
    expect(drawCouponCode(() => 31)).toBe("99999999");
    expect(drawCouponCode(() => 0)).toBe("AAAAAAAA");
  });

  it("recognises well-formed codes only", () => {
    expect(isCouponCode("AB12CD34")).toBe(true);
    expect(isCouponCode("ab12cd34")).toBe(false);
    expect(isCouponCode("AB12CD3")).toBe(false);
    expect(isCouponCode("AB12CDO4")).toBe(false);
  });
});
