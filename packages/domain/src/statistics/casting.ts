import { z } from "zod";
import {
  addCalendarDays,
  type CalendarDay,
  calendarDayOf,
  endOfCalendarDay,
  productTimeZone,
  startOfCalendarDay,
} from "../dates/calendar-day";
import { rowIdTextSchema } from "../inputs/id-schema";
import { unixSecondsSchema } from "../inputs/instant-schema";
import type { MonitoringLocation } from "../monitoring/monitoring-queries";
import type { TimeWindow } from "../monitoring/traffic-range";

// Chromecast (docs/product.md#statistics-casting), Chromecast data (docs/product.md#statistics-casting), , docs/product.md#statistics-casting `GET chromecast/{name}`,
// docs/product.md#statistics-casting: the casting dashboard of a location's streaming sticks
// (docs/api.md "Casting statistics").

/** docs/product.md#statistics-casting: the statistics `GET /chromecast/{name}` answers. */
export const castingStatisticNames = [
  "use_distinct_count",
  "installation_count",
  "app_use",
  "daily_device_casters",
  "five_last_casts",
  "day_use",
] as const;
export type CastingStatisticName = (typeof castingStatisticNames)[number];

/** docs/product.md#statistics-casting: the console gives each call 60 s before it shows the card empty. */
export const castingTimeoutMs = 60_000;

/** docs/product.md#statistics-casting: the earliest month the period picker offers. */
export const castingMinYear = 2018;

/** docs/product.md#statistics-casting: the default period, the last 31 days. */
export const castingDefaultDays = 31;

/** "daily-user data unavailable for periods over 10 days" (docs/product.md#statistics-casting). */
export const dailyCastersMaxDays = 10;

/** The longest window a call reads (a year): beyond it the server answers 422 on `to`. */
export const castingMaxWindowDays = 366;

/** `?organism_id=ID|site_id=ID&from=UNIX&to=UNIX` (exactly one location; from before to). */
export const castingQuerySchema = z
  .object({
    organism_id: rowIdTextSchema,
    site_id: rowIdTextSchema,
    from: unixSecondsSchema,
    to: unixSecondsSchema,
  })
  .superRefine((query, context) => {
    if (query.site_id === undefined && query.organism_id === undefined) {
      context.addIssue({ code: "custom", path: ["site_id"], message: "formErrors.required" });
    } else if (query.site_id !== undefined && query.organism_id !== undefined) {
      context.addIssue({ code: "custom", path: ["organism_id"], message: "formErrors.invalid" });
    }
    if (query.from >= query.to) {
      context.addIssue({ code: "custom", path: ["to"], message: "formErrors.valid_date_range" });
    } else if (query.to - query.from > castingMaxWindowDays * 86_400) {
      context.addIssue({ code: "custom", path: ["to"], message: "formErrors.range_date" });
    }
  })
  .transform((query) => ({
    location: (query.site_id !== undefined
      ? { type: "site", id: query.site_id }
      : { type: "organism", id: query.organism_id as number }) satisfies MonitoringLocation as MonitoringLocation,
    window: { startAt: new Date(query.from * 1000), stopAt: new Date(query.to * 1000) } satisfies TimeWindow,
  }));
export type CastingQuery = z.output<typeof castingQuerySchema>;

/** `{name}` of `/chromecast/{name}`: anything else is 404. */
export const castingParamsSchema = z.object({ name: z.enum(castingStatisticNames) });

/** A day of a series: `key` the Paris midnight starting it (unix seconds), `value` the count. */
const castingDayValueSchema = z.object({ key: z.number().int(), value: z.number() });
export type CastingDayValue = z.infer<typeof castingDayValueSchema>;

/** Each call's answer. A location without sticks answers zeros and empty lists, never an error (docs/product.md#errors-behaviour). */
export const castingAnswerSchemas = {
  /** Sticks cast to on an average day of the window (distinct stick-days / days). */
  use_distinct_count: z.object({ value: z.number() }),
  /** Streaming sticks installed at the location. */
  installation_count: z.object({ value: z.number().int() }),
  /** Casts per app, most first. */
  app_use: z.array(z.object({ name: z.string(), count: z.number().int() })),
  /** Casts per stick per Paris day, for the per-room table (sticks that cast at least once). */
  daily_device_casters: z.array(z.object({ serial: z.string(), days: z.array(castingDayValueSchema) })),
  /** The five latest casts, latest first: the app (`name`), when (unix seconds), on which stick. */
  five_last_casts: z.array(z.object({ name: z.string(), timestamp: z.number().int(), serial: z.string() })),
  /** Casts per Paris day, every day of the window (0 where none). */
  day_use: z.array(castingDayValueSchema),
} as const satisfies Record<CastingStatisticName, z.ZodType>;
export type CastingAnswers = { [Name in CastingStatisticName]: z.infer<(typeof castingAnswerSchemas)[Name]> };

/** `GET /chromecast/{name}`, whichever `name`: the route declares them all, the console reads the one it asked. */
export const castingAnswerSchema = z.union(Object.values(castingAnswerSchemas));
export type CastingAnswer<Name extends CastingStatisticName> = CastingAnswers[Name];

/** The window's whole days, for the day-use chart: the Paris midnight of each (unix seconds). */
export function castingDayKeys(window: TimeWindow): number[] {
  const keys: number[] = [];
  let day = calendarDayOf(window.startAt);
  for (let start = startOfCalendarDay(day); start < window.stopAt; start = startOfCalendarDay(day)) {
    keys.push(start.getTime() / 1000);
    day = addCalendarDays(day, 1);
  }
  return keys;
}

/** "room day use in Paris time" (docs/product.md#statistics-casting): the day key of a cast. */
export function castingDayKey(timestampSeconds: number): number {
  return startOfCalendarDay(calendarDayOf(new Date(timestampSeconds * 1000), productTimeZone)).getTime() / 1000;
}

/** docs/product.md#statistics-casting: the last 31 days, today included, to now. */
export function castingDefaultWindow(now: Date): TimeWindow {
  return { startAt: startOfCalendarDay(addCalendarDays(calendarDayOf(now), -(castingDefaultDays - 1))), stopAt: now };
}

/** The last `days` days, today included (the picker's sliding entry). */
export function castingLastDaysWindow(days: number, now: Date): TimeWindow {
  return { startAt: startOfCalendarDay(addCalendarDays(calendarDayOf(now), -(days - 1))), stopAt: now };
}

/** A calendar month of the picker: its first and last day, Paris time (the current month stops now). */
export interface CastingMonthOption {
  year: number;
  month: number;
  window: TimeWindow;
}

/** docs/product.md#statistics-casting: each calendar month back to January 2018, the current one first. */
export function castingMonthOptions(now: Date): CastingMonthOption[] {
  const today = calendarDayOf(now);
  const options: CastingMonthOption[] = [];
  for (let year = today.year, month = today.month; year >= castingMinYear; month -= 1) {
    if (month === 0) {
      year -= 1;
      month = 12;
      if (year < castingMinYear) break;
    }
    const first: CalendarDay = { year, month, day: 1 };
    const last = addCalendarDays(
      { year: month === 12 ? year + 1 : year, month: month === 12 ? 1 : month + 1, day: 1 },
      -1,
    );
    const stop = endOfCalendarDay(last);
    options.push({ year, month, window: { startAt: startOfCalendarDay(first), stopAt: stop < now ? stop : now } });
  }
  return options;
}

/** docs/product.md#statistics-casting: the per-room daily table needs a window of at most 10 days. */
export function isDailyCastersAvailable(window: TimeWindow): boolean {
  return window.stopAt.getTime() - window.startAt.getTime() <= dailyCastersMaxDays * 86_400_000;
}

/** "chromecast serial match on last 6 characters" (docs/product.md#statistics-casting) (case aside): a stick's statistics and its room. */
export const serialMatchLength = 6;

export function serialsMatch(a: string, b: string): boolean {
  const tail = (serial: string) => serial.trim().slice(-serialMatchLength).toUpperCase();
  return a.trim().length > 0 && tail(a) === tail(b);
}
