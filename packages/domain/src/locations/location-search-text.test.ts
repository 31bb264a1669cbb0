import { describe, expect, it } from "vitest";
import { matchesSearchWords, normaliseSearchText } from "./location-search-text";

describe("normaliseSearchText", () => {
  it("ignores case, accents and punctuation", () => {
    expect(normaliseSearchText("  Hôtel Saint-Étienne — Gare ")).toBe("hotel saint etienne gare");
    expect(normaliseSearchText("ÇA VA, Noël")).toBe("ca va noel");
  });

  it("keeps letters of other scripts", () => {
    expect(normaliseSearchText("北京 酒店")).toBe("北京 酒店");
  });
});

describe("matchesSearchWords", () => {
  const name = normaliseSearchText("Hôtel Nantes Centre");

  it("finds every word anywhere, in any order", () => {
    expect(matchesSearchWords(name, normaliseSearchText("nantes hotel"))).toBe(true);
    expect(matchesSearchWords(name, normaliseSearchText("ENTR"))).toBe(true);
  });

  it("needs all the words", () => {
    expect(matchesSearchWords(name, normaliseSearchText("nantes lyon"))).toBe(false);
  });

  it("matches anything with an empty search", () => {
    expect(matchesSearchWords(name, "")).toBe(true);
  });
});
