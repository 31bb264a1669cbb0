import { describe, expect, it } from "vitest";
import { privateCardsRequestOf, privateCardsSearchOf, validatePrivateCardsSearch } from "./private-cards-search";

describe("the cards' print address (docs/private-wifi.md#cards)", () => {
  it("names one space, a selection or a search's spaces, and reads them back as the cards call's selection", () => {
    for (const selection of [
      { ids: [501] },
      { ids: [501, 502] },
      { matching: { q: "chambre", state: "active" as const } },
    ]) {
      const search = validatePrivateCardsSearch({ ...privateCardsSearchOf(12, selection) });
      expect(privateCardsRequestOf(search)).toEqual({ siteId: 12, selection });
    }
    expect(privateCardsRequestOf(validatePrivateCardsSearch({ site: 12, all: 1 }))).toEqual({
      siteId: 12,
      selection: { matching: {} },
    });
  });

  it("keeps only well-formed fields of a typed or old address, and asks nothing without a site or spaces", () => {
    expect(validatePrivateCardsSearch({ site: "12", ids: "4,4,x,-2,7", state: "lost", q: "  " })).toEqual({
      site: 12,
      ids: [4, 7],
    });
    expect(privateCardsRequestOf(validatePrivateCardsSearch({ ids: [4] }))).toBeUndefined();
    expect(privateCardsRequestOf(validatePrivateCardsSearch({ site: 12 }))).toBeUndefined();
  });
});
