import { type CountedEntry, parseCalendarDay, topWithOthers } from "@ondine/domain";
import { formatPlainDay } from "../../../i18n/format-date-time";
import type { ChartBar } from "./count-bar-chart";

/** SPEC §9 "codes and purchases graphs top 5 plus others": the bars of a ranking. */
export function topBars(entries: readonly CountedEntry[], othersLabel: string): ChartBar[] {
  return topWithOthers(entries).map((slice) => ({
    label: slice.isOthers ? othersLabel : slice.key,
    count: slice.count,
    muted: slice.isOthers,
  }));
}

/** The histogram's bars, each labelled by its first day in the interface language. */
export function overTimeBars(entries: readonly CountedEntry[]): ChartBar[] {
  return entries.map((entry) => {
    const day = parseCalendarDay(entry.key);
    return { label: day ? formatPlainDay(day) : entry.key, count: entry.count };
  });
}
