import type { CalendarDay } from "@ondine/domain";
import { currentLanguage } from "./i18n";

/** "22 nov. 2026, 14:05" in the interface language (unless told); the user's own time zone. */
export function formatDateTime(iso: string, language: string = currentLanguage()): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

/** "22 nov. 2026" in the interface language. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: "medium" }).format(new Date(iso));
}

/** A day of the calendar: "22 nov. 2026" in French, "Nov 22, 2026" in English. */
export function formatDay(date: Date): string {
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: "medium" }).format(date);
}

/**
 * A day of the calendar (a Paris day of SPEC's rules, `2026-11-22`) as it
 * reads, whatever the browser's time zone: "22 nov. 2026" (in the interface
 * language unless told: a print doubled in English writes its English line's).
 */
export function formatPlainDay(day: CalendarDay, language: string = currentLanguage()): string {
  const noonUtc = new Date(Date.UTC(day.year, day.month - 1, day.day, 12));
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(noonUtc);
}
