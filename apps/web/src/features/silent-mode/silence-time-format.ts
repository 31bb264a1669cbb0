import { parseCalendarDay, silenceTimeZone } from "@ondine/domain";
import { formatPlainDay } from "../../i18n/format-date-time";
import { currentLanguage } from "../../i18n/i18n";

// Windows are set and repeat on the Paris clock (docs/alerts.md#silent-mode):
// the panel writes their times in Paris time, in the interface language,
// whatever the browser's zone and locale, and says so once at its top.

function parisFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(currentLanguage(), { ...options, timeZone: silenceTimeZone });
}

/** "22 nov. 2026, 14:00" in French. */
export function formatParisDateTime(iso: string): string {
  return parisFormat({ dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

/** A start and an end, the day written once when they share it: "22 nov. 2026, 14:00 – 16:00". */
export function formatParisRange(startIso: string, endIso: string): string {
  return parisFormat({ dateStyle: "medium", timeStyle: "short" }).formatRange(new Date(startIso), new Date(endIso));
}

/** "14:00" (or "2:00 PM" in English). */
export function formatParisTime(iso: string): string {
  return parisFormat({ timeStyle: "short" }).format(new Date(iso));
}

/** 1 January 2024 was a Monday: ISO weekday n is that date plus n - 1 days. */
const mondayUtc = Date.UTC(2024, 0, 1, 12);

/** An ISO weekday (1 Monday ... 7 Sunday) by its name: "lundi", or "lun." when short. */
export function weekdayName(isoDay: number, width: "long" | "short"): string {
  return new Intl.DateTimeFormat(currentLanguage(), { weekday: width, timeZone: "UTC" }).format(
    new Date(mondayUtc + (isoDay - 1) * 86_400_000),
  );
}

/** The days a window repeats on, Monday first: "Mon, Wed, and Fri" (or "lun., mer. et ven."). */
export function formatWeekdays(isoDays: readonly number[]): string {
  const names = [...isoDays].sort((a, b) => a - b).map((day) => weekdayName(day, "short"));
  return new Intl.ListFormat(currentLanguage(), { type: "conjunction" }).format(names);
}

/** A series' last day (`2026-12-12`, a Paris day) as it reads: "12 déc. 2026". */
export function formatSeriesLastDay(day: string): string {
  const parsed = parseCalendarDay(day);
  return parsed ? formatPlainDay(parsed) : day;
}
