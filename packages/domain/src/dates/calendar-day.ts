/**
 * Calendar days in the product's time zone. SPEC's day rules ("within today
 * and today plus 1 year", "earliest today, latest one month ahead") speak of
 * the sites' days, and every site is in France (SPEC §4 reads Paris time).
 */
export const productTimeZone = "Europe/Paris";

/** A day of the calendar, without a time zone: `2026-07-14`. */
export type CalendarDay = { year: number; month: number; day: number };

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallParts(instant: Date, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return parts;
}

/** The day an instant falls on in the time zone. */
export function calendarDayOf(instant: Date, timeZone: string = productTimeZone): CalendarDay {
  const parts = wallParts(instant, timeZone);
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0 };
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

/** Milliseconds to add to an instant to read its wall-clock time in the zone. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = wallParts(new Date(instant), timeZone);
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The first instant of the day in the zone (midnight; days start at midnight in France). */
export function startOfCalendarDay(day: CalendarDay, timeZone: string = productTimeZone): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day);
  // Twice: the offset at the guess may differ from the offset at the answer around a clock change.
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}

/** The last millisecond of the day in the zone. */
export function endOfCalendarDay(day: CalendarDay, timeZone: string = productTimeZone): Date {
  return new Date(startOfCalendarDay(addCalendarDays(day, 1), timeZone).getTime() - 1);
}

/** `DD/MM/YYYY` (SPEC §2 print page), or with dots (`DD.MM.YYYY`) as German writes dates. */
export function formatDayMonthYear(day: CalendarDay, separator: "/" | "." = "/"): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return [pad(day.day), pad(day.month), String(day.year).padStart(4, "0")].join(separator);
}

/** The wall-clock time of an instant in the zone, `HH:mm` (24-hour). */
export function formatWallClockTime(instant: Date, timeZone: string = productTimeZone): string {
  const parts = wallParts(instant, timeZone);
  const pad = (value: number | undefined) => String(value ?? 0).padStart(2, "0");
  return `${pad(parts.hour)}:${pad(parts.minute)}`;
}
