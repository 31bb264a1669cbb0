import { instantAtWallTime, silenceTimeZone, wallTimeIn } from "@ondine/domain";
import { dayMs, hourMs } from "./demo-moments";

const minuteMs = 60_000;

/**
 * Paris days counted from the day of `now`: the instant of a wall-clock time
 * `days` days away (negative: before), so planned works fall at the hours
 * people set them (a window at 2 a.m. stays at 2 a.m. across daylight-saving
 * changes, docs/alerts.md#silent-mode).
 */
export interface ParisDays {
  at(days: number, hour: number, minute?: number): Date;
  /** The ISO weekday of the day of `now`: 1 Monday ... 7 Sunday. */
  isoWeekday: number;
  /** The `YYYY-MM-DD` of the day `days` days away. */
  day(days: number): string;
}

export function parisDaysAround(now: Date): ParisDays {
  const today = Math.floor(wallTimeIn(silenceTimeZone, now.getTime()) / dayMs) * dayMs;
  const weekday = new Date(today).getUTCDay();
  return {
    at: (days, hour, minute = 0) =>
      new Date(instantAtWallTime(silenceTimeZone, today + days * dayMs + hour * hourMs + minute * minuteMs)),
    isoWeekday: weekday === 0 ? 7 : weekday,
    day: (days) => new Date(today + days * dayMs).toISOString().slice(0, 10),
  };
}
