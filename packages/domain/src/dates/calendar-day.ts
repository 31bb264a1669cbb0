import { instantAtWallTime, wallTimeIn } from "./zoned-time";

/**
 * Calendar days in the product's time zone. SPEC's day rules ("within today
 * and today plus 1 year", "earliest today, latest one month ahead") speak of
 * The sites' days, and every site is in France (docs/product.md#locations-selection).
 */
export const productTimeZone = "Europe/Paris";

/** A day of the calendar, without a time zone: `2026-07-14`. */
export type CalendarDay = { year: number; month: number; day: number };

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day an instant falls on in the time zone. */
export function calendarDayOf(instant: Date, timeZone: string = productTimeZone): CalendarDay {
  const wall = new Date(wallTimeIn(timeZone, instant.getTime()));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** `YYYY-MM-DD`. */
export function formatCalendarDay(day: CalendarDay): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}`;
}

/** A `YYYY-MM-DD` text as a day, or undefined when it names no real day. */
export function parseCalendarDay(text: string): CalendarDay | undefined {
  const match = dayPattern.exec(text);
  if (!match) return undefined;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = new Date(Date.UTC(day.year, day.month - 1, day.day));
  const isReal =
    check.getUTCFullYear() === day.year && check.getUTCMonth() === day.month - 1 && check.getUTCDate() === day.day;
  return isReal ? day : undefined;
}

/** The day `count` days later (or earlier when negative). */
export function addCalendarDays(day: CalendarDay, count: number): CalendarDay {
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day + count));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/**
 * The same day `count` months later; a day the month lacks becomes its last
 * (31 January + 1 month = 28 or 29 February).
 */
export function addCalendarMonths(day: CalendarDay, count: number): CalendarDay {
  const firstOfMonth = new Date(Date.UTC(day.year, day.month - 1 + count, 1));
  const year = firstOfMonth.getUTCFullYear();
  const month = firstOfMonth.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(day.day, lastDay) };
}

/** The same day `count` years later (29 February becomes 28 February). */
export function addCalendarYears(day: CalendarDay, count: number): CalendarDay {
  return addCalendarMonths(day, 12 * count);
}

export function compareCalendarDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The first instant of the day in the zone (midnight; days start at midnight in France). */
export function startOfCalendarDay(day: CalendarDay, timeZone: string = productTimeZone): Date {
  return new Date(instantAtWallTime(timeZone, Date.UTC(day.year, day.month - 1, day.day)));
}

/** The last millisecond of the day in the zone. */
export function endOfCalendarDay(day: CalendarDay, timeZone: string = productTimeZone): Date {
  return new Date(startOfCalendarDay(addCalendarDays(day, 1), timeZone).getTime() - 1);
}

/** `DD/MM/YYYY` (docs/product.md#codes-printing), or with dots (`DD.MM.YYYY`) as German writes dates. */
export function formatDayMonthYear(day: CalendarDay, separator: "/" | "." = "/"): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return [pad(day.day), pad(day.month), String(day.year).padStart(4, "0")].join(separator);
}

/** The wall-clock time of an instant in the zone, `HH:mm` (24-hour). */
export function formatWallClockTime(instant: Date, timeZone: string = productTimeZone): string {
  const wall = new Date(wallTimeIn(timeZone, instant.getTime()));
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}
