import { tz } from "@date-fns/tz";
import {
  addDays,
  addHours,
  addMinutes,
  addMonths,
  addQuarters,
  addSeconds,
  addWeeks,
  addYears,
  startOfDay,
  startOfHour,
  startOfISOWeek,
  startOfMinute,
  startOfMonth,
  startOfQuarter,
  startOfSecond,
  startOfYear,
} from "date-fns";
import { fromWallTime, type TimeZone, toWallTime } from "./time-zone";

/** The units of date math (`now-3M/d`) and of calendar intervals. */
export type CalendarUnit = "year" | "quarter" | "month" | "week" | "day" | "hour" | "minute" | "second";

/** Year 1 to 9999: what both engines and every date format here can hold. */
const earliestInstant = -62_135_596_800_000; // 0001-01-01T00:00:00Z
const latestInstant = 253_402_300_799_999; // 9999-12-31T23:59:59.999Z

export function isSupportedInstant(instant: number): boolean {
  return Number.isFinite(instant) && instant >= earliestInstant && instant <= latestInstant;
}

// Wall-clock times are milliseconds read in UTC: date-fns works on them in UTC, whatever the server's zone.
const inUtc = { in: tz("UTC") };

const startOf: Record<CalendarUnit, (wall: number) => Date> = {
  year: (wall) => startOfYear(wall, inUtc),
  quarter: (wall) => startOfQuarter(wall, inUtc),
  month: (wall) => startOfMonth(wall, inUtc),
  // Weeks start on Monday, as ISO and Elasticsearch.
  week: (wall) => startOfISOWeek(wall, inUtc),
  day: (wall) => startOfDay(wall, inUtc),
  hour: (wall) => startOfHour(wall, inUtc),
  minute: (wall) => startOfMinute(wall, inUtc),
  second: (wall) => startOfSecond(wall, inUtc),
};

// Months keep their day, clamped to the month's end (date-fns's rule and Java time's).
const add: Record<CalendarUnit, (wall: number, amount: number) => Date> = {
  year: (wall, amount) => addYears(wall, amount, inUtc),
  quarter: (wall, amount) => addQuarters(wall, amount, inUtc),
  month: (wall, amount) => addMonths(wall, amount, inUtc),
  week: (wall, amount) => addWeeks(wall, amount, inUtc),
  day: (wall, amount) => addDays(wall, amount, inUtc),
  hour: (wall, amount) => addHours(wall, amount, inUtc),
  minute: (wall, amount) => addMinutes(wall, amount, inUtc),
  second: (wall, amount) => addSeconds(wall, amount, inUtc),
};

/** The start of the unit holding this wall-clock time. */
export function startOfUnitWall(wall: number, unit: CalendarUnit): number {
  return startOf[unit](wall).getTime();
}

/** A wall-clock time moved by whole units. */
export function addUnitsWall(wall: number, unit: CalendarUnit, amount: number): number {
  return add[unit](wall, amount).getTime();
}

/** Rounds an instant down to the start of its unit in the zone, or up to the unit's last millisecond. */
export function roundInstant(instant: number, unit: CalendarUnit, zone: TimeZone, roundUp: boolean): number {
  const start = startOfUnitWall(toWallTime(zone, instant), unit);
  if (!roundUp) return fromWallTime(zone, start);
  return fromWallTime(zone, addUnitsWall(start, unit, 1)) - 1;
}

/** Moves an instant by units: hours and less exactly, days and more on the zone's calendar. */
export function addToInstant(instant: number, unit: CalendarUnit, amount: number, zone: TimeZone): number {
  if (unit === "hour" || unit === "minute" || unit === "second") return addUnitsWall(instant, unit, amount);
  return fromWallTime(zone, addUnitsWall(toWallTime(zone, instant), unit, amount));
}
