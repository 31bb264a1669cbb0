import { currentLanguage } from "../../../i18n/i18n";

/** An average of active users as the charts show it: one decimal (docs/product.md#statistics-limits), in the interface language. */
export function formatAverage(value: number): string {
  return new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: 1 }).format(value);
}

/** The weekdays' short names in the interface language, Monday first (2024-01-01 was a Monday). */
export function weekdayNames(width: "short" | "long" = "short", language: string = currentLanguage()): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: width, timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2024, 0, 1 + day))));
}

/** An hour of the day as the interface language writes it: "14 h" in French, "2 PM" in English. */
export function hourName(hour: number, language: string = currentLanguage()): string {
  return new Intl.DateTimeFormat(language, { hour: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, 1, hour)),
  );
}

/** A country's name in the interface language, from its ISO 3166-1 alpha-2 code; the code when unknown. */
export function countryName(code: string, language: string = currentLanguage()): string {
  try {
    return new Intl.DisplayNames(language, { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
