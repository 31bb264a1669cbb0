import { supportedLanguages } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { languageName } from "./language-name";

describe("languageName", () => {
  it("names every language in itself, as the platform's own data does", () => {
    for (const language of supportedLanguages) {
      const own = new Intl.DisplayNames([language], { type: "language" }).of(language) ?? language;
      expect(languageName(language)).toBe(own.charAt(0).toLocaleUpperCase(language) + own.slice(1));
    }
  });
});
