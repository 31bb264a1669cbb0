import { describe, expect, it } from "vitest";
import { languageFromAcceptLanguage } from "./languages";

describe("languageFromAcceptLanguage", () => {
  it("defaults to French without a header", () => {
    expect(languageFromAcceptLanguage(undefined)).toBe("fr");
    expect(languageFromAcceptLanguage("")).toBe("fr");
  });

  it("takes the primary subtag of a regional tag", () => {
    expect(languageFromAcceptLanguage("en-GB")).toBe("en");
    expect(languageFromAcceptLanguage("zh-Hant-TW")).toBe("zh");
  });

  it("honours quality values over order", () => {
    expect(languageFromAcceptLanguage("it;q=0.9, es;q=0.5, de;q=0.8")).toBe("de");
  });

  it("skips unsupported and refused languages", () => {
    expect(languageFromAcceptLanguage("it, pt;q=0.9, nl;q=0.1")).toBe("nl");
    expect(languageFromAcceptLanguage("en;q=0, es")).toBe("es");
  });

  it("answers the default for a wildcard or nothing supported", () => {
    expect(languageFromAcceptLanguage("*")).toBe("fr");
    expect(languageFromAcceptLanguage("it, pt")).toBe("fr");
  });
});
