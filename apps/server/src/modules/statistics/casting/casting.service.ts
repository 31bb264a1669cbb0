import {
  type CalendarDay,
  type CastingAnswers,
  type CastingDayValue,
  type CastingQuery,
  type CastingStatisticName,
  calendarDayOf,
  castingDayKeys,
  formatCalendarDay,
  parseCalendarDay,
  roundToOneDecimal,
  startOfCalendarDay,
} from "@ondine/domain";
import type { Database } from "../../../db";
import type { Scope } from "../../../scope/scope";
import { resolveSeriesTarget, type SeriesTarget } from "../../monitoring";
import {
  type CastingDays,
  countInstalledSticks,
  countStickDaysWithCasts,
  findLastCasts,
  sumCastsByApp,
  sumCastsByDay,
  sumCastsByStickAndDay,
} from "./casting.repository";

/** SPEC §2 "Chromecast": the last casts card shows five. */
const lastCastsShown = 5;

/** The Paris midnight starting a `YYYY-MM-DD` day, in unix seconds (the answers' day keys). */
function dayKeyOf(day: string): number {
  const parsed = parseCalendarDay(day) as CalendarDay;
  return startOfCalendarDay(parsed).getTime() / 1000;
}

/** The Paris days of the window's day keys, first and last, as the roll-up names them. */
function daysOf(keys: readonly number[]): CastingDays {
  const dayText = (key: number) => formatCalendarDay(calendarDayOf(new Date(key * 1000)));
  return { first: dayText(keys[0] as number), last: dayText(keys[keys.length - 1] as number) };
}

type Read<Name extends CastingStatisticName> = (
  db: Database,
  target: SeriesTarget,
  query: CastingQuery,
  keys: readonly number[],
) => Promise<CastingAnswers[Name]>;

/** How each call is answered (docs/api.md "Casting statistics" has the definitions). */
const reads: { [Name in CastingStatisticName]: Read<Name> } = {
  installation_count: async (db, target) => ({ value: await countInstalledSticks(db, target) }),
  use_distinct_count: async (db, target, _query, keys) => ({
    value: roundToOneDecimal((await countStickDaysWithCasts(db, target, daysOf(keys))) / keys.length),
  }),
  app_use: (db, target, _query, keys) => sumCastsByApp(db, target, daysOf(keys)),
  daily_device_casters: async (db, target, _query, keys) => {
    const sticks = new Map<string, CastingDayValue[]>();
    for (const row of await sumCastsByStickAndDay(db, target, daysOf(keys))) {
      const days = sticks.get(row.serial) ?? [];
      days.push({ key: dayKeyOf(row.day), value: row.casts });
      sticks.set(row.serial, days);
    }
    return [...sticks].map(([serial, days]) => ({ serial, days }));
  },
  five_last_casts: async (db, target, query) =>
    (await findLastCasts(db, target, query.window, lastCastsShown)).map((cast) => ({
      name: cast.app,
      timestamp: Math.floor(cast.stamp.getTime() / 1000),
      serial: cast.serial,
    })),
  day_use: async (db, target, _query, keys) => {
    const casts = new Map((await sumCastsByDay(db, target, daysOf(keys))).map((row) => [dayKeyOf(row.day), row.casts]));
    return keys.map((key) => ({ key, value: casts.get(key) ?? 0 }));
  },
};

/**
 * One casting call's answer for a site or an organism (its sites in
 * production) of the caller's scope; outside it: 404. A location without
 * sticks or casts answers zeros and empty lists (SPEC §8).
 */
export async function readCastingStatistic<Name extends CastingStatisticName>(
  db: Database,
  scope: Scope,
  name: Name,
  query: CastingQuery,
): Promise<CastingAnswers[Name]> {
  const target = await resolveSeriesTarget(db, scope, query.location);
  // Every Paris day the window touches: the roll-up counts whole days.
  const keys = castingDayKeys(query.window);
  return (reads[name] as Read<Name>)(db, target, query, keys);
}
