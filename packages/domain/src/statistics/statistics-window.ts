import { z } from "zod";
import { addCalendarDays, addCalendarMonths, calendarDayOf, startOfCalendarDay } from "../dates/calendar-day";
import { unixSecondsSchema } from "../inputs/instant-schema";
import type { TimeWindow } from "../monitoring/traffic-range";
import { blankAsAbsent } from "../queries/query-params";

/**
 * "date-range bar" (docs/product.md#statistics-dates): the statistics screens' window is either a
 * sliding period (`since=D0|D7|M1|M6`: today, the last 7 days, the last
 * month, the last six months) or explicit bounds (`from={unix}&to={unix}`).
 */
export const statisticsSinceValues = ["D0", "D7", "M1", "M6"] as const;
export type StatisticsSince = (typeof statisticsSinceValues)[number];

/** The window a screen opens on when its address names none: the last 7 days (hourly points, so the hour-of-day average shows). */
export const defaultStatisticsSince: StatisticsSince = "D7";

/** What the address says of the window: a period, explicit bounds, or nothing (the default period). */
export type StatisticsRange = { since: StatisticsSince } | { from: number; to: number };

const optionalUnixSeconds = z.preprocess(blankAsAbsent, unixSecondsSchema.optional());

/**
 * The screens' search params for the window. A wrong value is dropped (the
 * address is the user's, not an API call): the screen opens on the default.
 */
export const statisticsRangeSearchSchema = z.object({
  since: z.preprocess(blankAsAbsent, z.enum(statisticsSinceValues).optional()).catch(undefined),
  from: optionalUnixSeconds.catch(undefined),
  to: optionalUnixSeconds.catch(undefined),
});
export type StatisticsRangeSearch = z.output<typeof statisticsRangeSearchSchema>;

/** The range an address asks for: explicit bounds when both are there and in order, else its period, else the default. */
export function statisticsRangeOf(search: StatisticsRangeSearch): StatisticsRange {
  if (search.from !== undefined && search.to !== undefined && search.from < search.to) {
    return { from: search.from, to: search.to };
  }
  return { since: search.since ?? defaultStatisticsSince };
}

/**
 * The instants a range covers, from `now`. Periods start at a Paris midnight
 * (D0 today's, D7 six days before, M1 and M6 the same day one or six months
 * back) and stop at `now`.
 */
export function statisticsWindow(range: StatisticsRange, now: Date): TimeWindow {
  if ("from" in range) return { startAt: new Date(range.from * 1000), stopAt: new Date(range.to * 1000) };
  const today = calendarDayOf(now);
  const firstDay = {
    D0: today,
    D7: addCalendarDays(today, -6),
    M1: addCalendarMonths(today, -1),
    M6: addCalendarMonths(today, -6),
  }[range.since];
  return { startAt: startOfCalendarDay(firstDay), stopAt: now };
}

/** A window as the statistics calls take it: unix seconds. */
export function unixWindow(window: TimeWindow): { start_at: number; stop_at: number } {
  return { start_at: Math.floor(window.startAt.getTime() / 1000), stop_at: Math.ceil(window.stopAt.getTime() / 1000) };
}
