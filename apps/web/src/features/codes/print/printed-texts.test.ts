import { defaultCustomerServicePhones } from "@ondine/domain";
import type { TFunction } from "i18next";
import { describe, expect, it, vi } from "vitest";
import { couponDocument } from "../../../testing/codes-fixtures";
import { printedTextsWriter } from "./printed-texts";

/** A catalogue that writes its key and values (`key(a|b)`), and counts its look-ups. */
function fakeCatalogue(language: string) {
  const lookUp = vi.fn(
    (key: string, values?: Record<string, unknown>) => `${language}:${key}(${Object.values(values ?? {}).join("|")})`,
  );
  return { t: lookUp as unknown as TFunction, lookUp };
}

describe("printed coupon texts", () => {
  const terms = {
    created_at: "2026-07-14T08:05:00Z",
    starts_at: "2026-07-14T08:00:00Z",
    ends_at: "2026-08-13T21:59:00Z",
  };

  it("writes the lines of a batch's shared terms once, however many codes print them", () => {
    const french = fakeCatalogue("fr");
    const english = fakeCatalogue("en");
    const textsOf = printedTextsWriter(french.t, english.t, defaultCustomerServicePhones);
    const batch = Array.from({ length: 500 }, (_, index) => couponDocument({ id: index + 1, ...terms }));

    const texts = batch.map(textsOf);

    expect(new Set(texts).size).toBe(1);
    const perCoupon = french.lookUp.mock.calls.length;
    expect(perCoupon).toBeLessThanOrEqual(9);
    expect(english.lookUp.mock.calls.length).toBe(perCoupon);
    expect(texts[0]?.validity.text).toContain("fr:codes.print.validity(14/07/2026|13/08/2026|");
    expect(texts[0]?.created.english).toContain("|14/07/2026 10:05|");
  });

  it("writes new lines for other terms, and no English under an English interface", () => {
    const english = fakeCatalogue("en");
    const textsOf = printedTextsWriter(english.t, null, defaultCustomerServicePhones);
    const first = textsOf(couponDocument({ ...terms, max_usage: 3 }));
    const other = textsOf(couponDocument({ ...terms, max_usage: 5 }));

    expect(other).not.toBe(first);
    expect(first.devices.text).toContain("en:codes.devices.count(3)");
    expect(other.devices.text).toContain("en:codes.devices.count(5)");
    expect(first.duration.english).toBeNull();
  });
});
