import { describe, expect, it } from "vitest";
import { couponDocument } from "../../testing/codes-fixtures";
import { couponOfferName } from "./coupon-document";

describe("couponOfferName (offer names in the reader's language)", () => {
  it("reads the offer's name in the interface language", () => {
    const coupon = couponDocument();
    expect(couponOfferName(coupon, "en")).toBe("Free 48 h");
    expect(couponOfferName(coupon, "de")).toBe("Kostenlos 48 Std.");
  });

  it("falls back to the French name where a language has none", () => {
    const coupon = couponDocument();
    expect(couponOfferName(coupon, "fr")).toBe("Gratuit 48 h");
    expect(couponOfferName(coupon, "zh")).toBe("Gratuit 48 h");
    expect(
      couponOfferName(
        { ...coupon, coupon_def: coupon.coupon_def && { ...coupon.coupon_def, name_translations: null } },
        "en",
      ),
    ).toBe("Gratuit 48 h");
  });

  it("is null for a code made without an offer", () => {
    expect(couponOfferName(couponDocument({ coupon_def: null }), "en")).toBeNull();
  });
});
