import { instantAtWallTime, silenceTimeZone, wallTimeIn } from "@ondine/domain";

// The panel's times are Paris wall-clock times (docs/alerts.md#silent-mode:
// windows repeat on the Paris clock), whatever the browser's time zone. A
// field holds one as `YYYY-MM-DD HH:mm:ss`, the way its date-time inputs
// write it; the calls send the instant with its offset.

const wallClockPattern = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A field's Paris wall-clock time as an ISO instant (`2026-11-22T13:00:00.000Z`); undefined for "" or anything else. */
export function instantOfParisWallClock(value: string): string | undefined {
  const match = wallClockPattern.exec(value);
  if (!match) return undefined;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hours, minutes, seconds);
  // Date.UTC rolls 31 November over to 1 December: a day that does not exist is no time.
  if (new Date(wall).getUTCDate() !== day) return undefined;
  return new Date(instantAtWallTime(silenceTimeZone, wall)).toISOString();
}

/** An instant as a field's Paris wall-clock time, to the minute: `2026-11-22 14:00:00`. */
export function parisWallClockOf(instant: Date | string): string {
  const wall = new Date(wallTimeIn(silenceTimeZone, new Date(instant).getTime()));
  return `${wall.toISOString().slice(0, 10)} ${wall.toISOString().slice(11, 16)}:00`;
}
