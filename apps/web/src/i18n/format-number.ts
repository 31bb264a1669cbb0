import { formatBitsPerSecond, formatBytes } from "@ondine/domain";
import { currentLanguage } from "./i18n";

/**
 * The console's numbers, always in the interface language, never the
 * browser's: "1 000" in French (narrow no-break space), "1,000" in English,
 * "1.000" in German. Texts of the catalogues get theirs through i18next,
 * which formats every number it interpolates the same way (i18n.ts).
 */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions, language = currentLanguage()): string {
  return new Intl.NumberFormat(language, options).format(value);
}

/** A share out of 100 ("94" gives "94%" in English, "94 %" in French). */
export function formatPercent(percent: number, language = currentLanguage()): string {
  return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 1 }).format(percent / 100);
}

/** A rate: "1.1 Gb/s" in English, "1,1 Gb/s" in French (docs/product.md#i18n-languages, SI with one decimal). */
export function formatBitRate(bitsPerSecond: number, language = currentLanguage()): string {
  return formatBitsPerSecond(bitsPerSecond, language);
}

/** A size: "2.5 GB" in English, "2,5 GB" in French. */
export function formatByteSize(bytes: number, language = currentLanguage()): string {
  return formatBytes(bytes, language);
}

/**
 * A number field's separators in the interface language, for Mantine's
 * NumberInput: typing 1000000 shows "1 000 000" in French, "1,000,000" in English.
 */
export function numberInputSeparators(language = currentLanguage()): {
  thousandSeparator: string;
  decimalSeparator: string;
} {
  const parts = new Intl.NumberFormat(language).formatToParts(1_000_000.5);
  return {
    thousandSeparator: parts.find((part) => part.type === "group")?.value ?? ",",
    decimalSeparator: parts.find((part) => part.type === "decimal")?.value ?? ".",
  };
}
