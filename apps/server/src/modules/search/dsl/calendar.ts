import { fromWallTime, type TimeZone, toWallTime } from "./time-zone";

/** The units of date math (`now-3M/d`) and of calendar intervals. */
export type CalendarUnit = "year" | "quarter" | "month" | "week" | "day" | "hour" | "minute" | "second";

/** Year 1 to 9999: what both engines and every date format here can hold. */
const earliestInstant = -62_135_596_800_000; // 0001-01-01T00:00:00Z
const latestInstant = 253_402_300_799_999; // 9999-12-31T23:59:59.999Z

export function isSupportedInstant(instant: number): boolean {
  return Number.isFinite(instant) && instant >= earliestInstant && instant <= latestInstant;
}

function utcDate(wall: number): Date {
  return new Date(wall);
}

/** The start of the unit holding this wall-clock time (weeks start on Monday, as ISO and Elasticsearch). */
export function startOfUnitWall(wall: number, unit: CalendarUnit): number {
  const date = utcDate(wall);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const at = (y: number, m: number, d = 1, h = 0, min = 0, s = 0) => {
    const result = new Date(0);
    result.setUTCFullYear(y, m, d);
    result.setUTCHours(h, min, s, 0);
    return result.getTime();
  };
  switch (unit) {
    case "year":
      return at(year, 0);
    case "quarter":
      return at(year, month - (month % 3));
    case "month":
      return at(year, month);
    case "week": {
      const day = at(year, month, date.getUTCDate());
      const sinceMonday = (date.getUTCDay() + 6) % 7;
      return day - sinceMonday * 86_400_000;
    }
    case "day":
      return at(year, month, date.getUTCDate());
    case "hour":
      return at(year, month, date.getUTCDate(), date.getUTCHours());
    case "minute":
      return at(year, month, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes());
    case "second":
      return wall - (((wall % 1000) + 1000) % 1000);
  }
}

/** A wall-clock time moved by whole units; months keep their day, clamped to the month's end (Java time's rule). */
export function addUnitsWall(wall: number, unit: CalendarUnit, amount: number): number {
  switch (unit) {
    case "year":
      return addMonthsWall(wall, amount * 12);
    case "quarter":
      return addMonthsWall(wall, amount * 3);
    case "month":
      return addMonthsWall(wall, amount);
    case "week":
      return wall + amount * 7 * 86_400_000;
    case "day":
      return wall + amount * 86_400_000;
    case "hour":
      return wall + amount * 3_600_000;
    case "minute":
      return wall + amount * 60_000;
    case "second":
      return wall + amount * 1000;
  }
}

function addMonthsWall(wall: number, months: number): number {
  const date = utcDate(wall);
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const daysInMonth = month === 1 ? (isLeapYear(year) ? 29 : 28) : (monthLengths[month] ?? 31);
  const result = new Date(wall);
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), daysInMonth));
  return result.getTime();
}

const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
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
