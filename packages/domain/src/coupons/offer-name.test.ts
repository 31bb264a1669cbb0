import { describe, expect, it } from "vitest";
import { offerNameIn } from "./offer-name";

const pass = {
  name: "Pass 1 heure",
  nameTranslations: {
    en: "1-hour pass",
    es: "Pase de 1 hora",
    de: "1-Stunden-Pass",
    nl: "Pas van 1 uur",
    zh: "1小时通行证",
  },
};

describe("offerNameIn", () => {
  it.each([
    ["fr", "Pass 1 heure"],
    ["en", "1-hour pass"],
    ["es", "Pase de 1 hora"],
    ["de", "1-Stunden-Pass"],
    ["nl", "Pas van 1 uur"],
    ["zh", "1小时通行证"],
  ])("names the offer in %s", (language, name) => {
    expect(offerNameIn(pass, language)).toBe(name);
  });

  it("falls back to the French name for a language left out, a blank one or none", () => {
    expect(offerNameIn({ name: "Séjour saison", nameTranslations: { en: "Season stay" } }, "de")).toBe("Séjour saison");
    expect(offerNameIn({ name: "Séjour saison", nameTranslations: { en: "  " } }, "en")).toBe("Séjour saison");
    expect(offerNameIn({ name: "Séjour saison", nameTranslations: null }, "en")).toBe("Séjour saison");
    expect(offerNameIn(pass, "it")).toBe("Pass 1 heure");
  });
});
