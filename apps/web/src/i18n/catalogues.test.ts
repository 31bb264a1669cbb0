import { readFileSync } from "node:fs";
import { join } from "node:path";
import { supportedLanguages } from "@ondine/domain";
import { describe, expect, it } from "vitest";

/**
 * A catalogue part as its file holds it, read afresh: the imported JSON module is the object the
 * console's i18n instance merges the console part into (the French public part), in any test file
 * sharing this one's modules.
 */
const readPart = (part: "console" | "public", language: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(import.meta.dirname, "locales", part, `${language}.json`), "utf8"));
const consoleDe = readPart("console", "de");
const consoleEn = readPart("console", "en");
const consoleEs = readPart("console", "es");
const consoleFr = readPart("console", "fr");
const consoleNl = readPart("console", "nl");
const consoleZh = readPart("console", "zh");
const publicDe = readPart("public", "de");
const publicEn = readPart("public", "en");
const publicEs = readPart("public", "es");
const publicFr = readPart("public", "fr");
const publicNl = readPart("public", "nl");
const publicZh = readPart("public", "zh");

/** Each language's whole catalogue: its public and console parts, which share one namespace. */
const catalogues = {
  fr: { ...publicFr, ...consoleFr },
  en: { ...publicEn, ...consoleEn },
  es: { ...publicEs, ...consoleEs },
  de: { ...publicDe, ...consoleDe },
  nl: { ...publicNl, ...consoleNl },
  zh: { ...publicZh, ...consoleZh },
};
const fr = catalogues.fr;

/** "shell.menu.entries.home", ... for every text of a catalogue. */
function keysOf(catalogue: object, prefix = ""): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function interpolationsOf(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((match) => match[0]).sort();
}

describe("catalogues", () => {
  it("exist for every product language", () => {
    expect(Object.keys(catalogues).sort()).toEqual([...supportedLanguages].sort());
  });

  it("keep the public and console parts apart (a top-level group lives in one part)", () => {
    const publicGroups = Object.keys(publicFr);
    expect(Object.keys(consoleFr).filter((group) => publicGroups.includes(group))).toEqual([]);
    for (const [part, byLanguage] of Object.entries({
      public: [publicEn, publicEs, publicDe, publicNl, publicZh],
      console: [consoleEn, consoleEs, consoleDe, consoleNl, consoleZh],
    })) {
      const source = part === "public" ? publicFr : consoleFr;
      for (const catalogue of byLanguage)
        expect(Object.keys(catalogue).sort(), part).toEqual(Object.keys(source).sort());
    }
  });

  it.each(Object.entries(catalogues))("%s has exactly the French keys, none empty", (_language, catalogue) => {
    expect(keysOf(catalogue).sort()).toEqual(keysOf(fr).sort());
    for (const key of keysOf(catalogue)) {
      const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
      expect(typeof text === "string" && text.trim() !== "", key).toBe(true);
    }
  });

  it.each(Object.entries(catalogues))("%s keeps the French placeholders and tags", (_language, catalogue) => {
    for (const key of keysOf(fr)) {
      const read = (source: object) =>
        key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], source) as string;
      expect(interpolationsOf(read(catalogue)), key).toEqual(interpolationsOf(read(fr)));
    }
  });
});
