import { productTimeZone } from "@ondine/domain";
import { currentLanguage } from "../../i18n/i18n";

/**
 * A day of the series (its Paris midnight, unix seconds) as it reads in the
 * interface language, whatever the browser's time zone: "3 nov." in French.
 */
export function formatCastingDay(
  key: number,
  style: "short" | "long" = "short",
  language: string = currentLanguage(),
): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: productTimeZone,
    ...(style === "short" ? { day: "numeric", month: "short" } : { dateStyle: "full" }),
  }).format(new Date(key * 1000));
}

/** A month of the period picker: "Novembre 2026", "November 2026". */
export function formatCastingMonth(year: number, month: number, language: string = currentLanguage()): string {
  const text = new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );
  // A month in a list starts with a capital letter, as French and Spanish lists write it.
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}
