import {
  type CastingAnswers,
  type CastingDayValue,
  type CastingQuery,
  type CastingStatisticName,
  calendarDayOf,
  castingDayKeys,
  formatCalendarDay,
  roundToOneDecimal,
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

/** Chromecast (docs/product.md#statistics-casting): the last casts card shows five. */
const lastCastsShown = 5;

/**
 * The window's Paris days: each day key (the unix second of its midnight) by
 * the day's number since 1970-01-01, as the roll-up reads answer, and the
 * first and last day. One time-zone look-up a day of the window, none a row.
 */
class WindowDays {
  readonly keyOf = new Map<number, number>();
  readonly days: CastingDays;

  constructor(readonly keys: readonly number[]) {
    const names: string[] = [];
    for (const key of keys) {
      const day = calendarDayOf(new Date(key * 1000));
      this.keyOf.set(Date.UTC(day.year, day.month - 1, day.day) / 86_400_000, key);
      names.push(formatCalendarDay(day));
    }
    this.days = { first: names[0] as string, last: names[names.length - 1] as string };
  }

  /** The key of a day the roll-up read (always one of the window's). */
  key(dayNumber: number): number {
    const key = this.keyOf.get(dayNumber);
    if (key === undefined) throw new Error(`day ${dayNumber} is not a day of the window`);
    return key;
  }
}

type Read<Name extends CastingStatisticName> = (
  db: Database,
  target: SeriesTarget,
  query: CastingQuery,
  window: WindowDays,
) => Promise<CastingAnswers[Name]>;

/** How each call is answered (docs/api.md "Casting statistics" has the definitions). */
const reads: { [Name in CastingStatisticName]: Read<Name> } = {
  installation_count: async (db, target) => ({ value: await countInstalledSticks(db, target) }),
  use_distinct_count: async (db, target, _query, window) => ({
    value: roundToOneDecimal((await countStickDaysWithCasts(db, target, window.days)) / window.keys.length),
  }),
  app_use: (db, target, _query, window) => sumCastsByApp(db, target, window.days),
  daily_device_casters: async (db, target, _query, window) => {
    const sticks = new Map<string, CastingDayValue[]>();
    for (const row of await sumCastsByStickAndDay(db, target, window.days)) {
      const days = sticks.get(row.serial) ?? [];
      days.push({ key: window.key(row.day), value: row.casts });
      sticks.set(row.serial, days);
    }
    // Read in (day, site, stick) order: each stick's days are in order, the sticks are sorted here.
    return [...sticks].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([serial, days]) => ({ serial, days }));
  },
  five_last_casts: async (db, target, query) =>
    (await findLastCasts(db, target, query.window, lastCastsShown)).map((cast) => ({
      name: cast.app,
      timestamp: Math.floor(cast.stamp.getTime() / 1000),
      serial: cast.serial,
    })),
  day_use: async (db, target, _query, window) => {
    const casts = new Map((await sumCastsByDay(db, target, window.days)).map((row) => [row.day, row.casts]));
    return [...window.keyOf].map(([day, key]) => ({ key, value: casts.get(day) ?? 0 }));
  },
};

/**
 * One casting call's answer for a site or an organism (its sites in
 * production) of the caller's scope; outside it: 404. A location without
 * sticks or casts answers zeros and empty lists (docs/product.md#errors-behaviour).
 */
export async function readCastingStatistic<Name extends CastingStatisticName>(
  db: Database,
  scope: Scope,
  name: Name,
  query: CastingQuery,
): Promise<CastingAnswers[Name]> {
  const target = await resolveSeriesTarget(db, scope, query.location);
  // Every Paris day the window touches: the roll-up counts whole days.
  return (reads[name] as Read<Name>)(db, target, query, new WindowDays(castingDayKeys(query.window)));
}
