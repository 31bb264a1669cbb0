import type { Language } from "@ondine/domain";
import { afterAll, describe, expect, it } from "vitest";
import { applyLanguage } from "./change-language";
import { formatDay, formatPlainDay } from "./format-date-time";
import { formatBitRate, formatByteSize, formatNumber, formatPercent, numberInputSeparators } from "./format-number";
import { i18n } from "./i18n";

const narrowNoBreakSpace = "\u202f";
const noBreakSpace = "\u00a0";

// One row per language: what a reader of it expects, whatever the browser's locale.
const expected: Record<
  Language,
  { thousand: string; percent: string | RegExp; rate: string; size: string; day: string; separators: [string, string] }
> = {
  fr: {
    thousand: `1${narrowNoBreakSpace}000`,
    // A no-break space before %, never a plain one (ICU versions differ on its width).
    percent: /^94[\u00a0\u202f]%$/,
    rate: `1,1${noBreakSpace}Gb/s`,
    size: `2,5${noBreakSpace}GB`,
    day: "22 nov. 2026",
    separators: [narrowNoBreakSpace, ","],
  },
  en: {
    thousand: "1,000",
    percent: "94%",
    rate: `1.1${noBreakSpace}Gb/s`,
    size: `2.5${noBreakSpace}GB`,
    day: "Nov 22, 2026",
    separators: [",", "."],
  },
  es: {
    // Spanish groups from five digits on.
    thousand: "1000",
    percent: `94${noBreakSpace}%`,
    rate: `1,1${noBreakSpace}Gb/s`,
    size: `2,5${noBreakSpace}GB`,
    day: "22 nov 2026",
    separators: [".", ","],
  },
  de: {
    thousand: "1.000",
    percent: `94${noBreakSpace}%`,
    rate: `1,1${noBreakSpace}Gb/s`,
    size: `2,5${noBreakSpace}GB`,
    day: "22.11.2026",
    separators: [".", ","],
  },
  nl: {
    thousand: "1.000",
    percent: "94%",
    rate: `1,1${noBreakSpace}Gb/s`,
    size: `2,5${noBreakSpace}GB`,
    day: "22 nov 2026",
    separators: [".", ","],
  },
  zh: {
    thousand: "1,000",
    percent: "94%",
    rate: `1.1${noBreakSpace}Gb/s`,
    size: `2.5${noBreakSpace}GB`,
    day: "2026年11月22日",
    separators: [",", "."],
  },
};

describe("interface formatters", () => {
  afterAll(async () => {
    await applyLanguage("fr");
  });

  it.each(Object.entries(expected) as [Language, (typeof expected)[Language]][])(
    "write numbers, shares, rates, sizes and days in %s",
    async (language, text) => {
      await applyLanguage(language);
      expect(formatNumber(1000)).toBe(text.thousand);
      if (typeof text.percent === "string") expect(formatPercent(94)).toBe(text.percent);
      else expect(formatPercent(94)).toMatch(text.percent);
      expect(formatBitRate(1_100_000_000)).toBe(text.rate);
      expect(formatByteSize(2_500_000_000)).toBe(text.size);
      expect(formatDay(new Date(2026, 10, 22, 12))).toBe(text.day);
      expect(formatPlainDay({ year: 2026, month: 11, day: 22 })).toBe(text.day);
      const { thousandSeparator, decimalSeparator } = numberInputSeparators();
      expect([thousandSeparator, decimalSeparator]).toEqual(text.separators);
    },
  );

  it.each([
    ["fr", `De 1 à 1${narrowNoBreakSpace}000 codes à la fois.`],
    ["en", "Between 1 and 1,000 codes at a time."],
    ["de", "1 bis 1.000 Codes auf einmal."],
  ] as const)("format every number a %s text interpolates", async (language, text) => {
    await applyLanguage(language);
    await import(`./locales/console/${language}.json`).then(({ default: catalogue }) =>
      i18n.addResourceBundle(language, "translation", catalogue, true, true),
    );
    expect(i18n.t("codes.create.numberHint", { min: 1, max: 1000 })).toBe(text);
    expect(i18n.t("codes.list.count", { count: 3630 })).toMatch(/^3[.,\u202f]630 /);
  });
});
