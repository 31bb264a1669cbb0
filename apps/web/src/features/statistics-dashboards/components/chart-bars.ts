import {
  type CalendarDay,
  type CountedEntry,
  type DashboardOverTimeInterval,
  parseCalendarDay,
  topWithOthers,
} from "@ondine/domain";
import { formatPlainDay } from "../../../i18n/format-date-time";
import { currentLanguage } from "../../../i18n/i18n";
import type { ChartBar } from "./count-bar-chart";

/** "codes and purchases graphs top 5 plus others" (docs/product.md#statistics-dashboards): the bars of a ranking. */
export function topBars(entries: readonly CountedEntry[], othersLabel: string): ChartBar[] {
  return topWithOthers(entries).map((slice) => ({
    label: slice.isOthers ? othersLabel : slice.key,
    count: slice.count,
    muted: slice.isOthers,
  }));
}

/** The histogram's bars, each labelled by its day or its month in the interface language. */
export function overTimeBars(entries: readonly CountedEntry[], interval: DashboardOverTimeInterval): ChartBar[] {
  return entries.map((entry) => {
    const day = parseCalendarDay(entry.key);
    const label = !day ? entry.key : interval === "month" ? formatPlainMonth(day) : formatPlainDay(day);
    return { label, count: entry.count };
  });
}

/** "October 2026", "octobre 2026": a month of the calendar, whatever the browser's time zone. */
function formatPlainMonth(day: CalendarDay): string {
  const noonUtc = new Date(Date.UTC(day.year, day.month - 1, day.day, 12));
  return new Intl.DateTimeFormat(currentLanguage(), { month: "long", year: "numeric", timeZone: "UTC" }).format(
    noonUtc,
  );
}
