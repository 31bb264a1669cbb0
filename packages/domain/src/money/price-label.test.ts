import { describe, expect, it } from "vitest";
import { priceLabel } from "./price-label";

describe("priceLabel", () => {
  it("writes prices as each language does", () => {
    // French and German put a (narrow) no-break space before the symbol.
    expect(priceLabel(4.9, "eur", "fr").replace(/\s/g, " ")).toBe("4,90 €");
    expect(priceLabel(0, "eur", "de").replace(/\s/g, " ")).toBe("0,00 €");
    expect(priceLabel(2.5, "gbp", "en")).toBe("£2.50");
  });
});
