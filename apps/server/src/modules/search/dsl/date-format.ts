import { addUnitsWall, type CalendarUnit, isSupportedInstant } from "./calendar";
import { fromWallTime, offsetAt, type TimeZone, timeZoneFrom, toWallTime } from "./time-zone";

/**
 * One way of writing a date: ISO 8601 (`strict_date_optional_time`), epoch
 * milliseconds or seconds, or a Java-style pattern of yyyy MM dd HH mm ss SSS
 * and literals. A format is a list of them (`a||b`): parsing tries each in
 * turn, formatting uses the first.
 */
type DatePattern =
  | { kind: "iso" }
  | { kind: "epoch_millis" }
  | { kind: "epoch_second" }
  | { kind: "pattern"; tokens: readonly PatternToken[] };

type FieldToken = "yyyy" | "MM" | "dd" | "HH" | "mm" | "ss" | "SSS";
type PatternToken = { field: FieldToken } | { literal: string };

export type DateFormat = readonly DatePattern[];

/** Elasticsearch's default for date fields: `strict_date_optional_time||epoch_millis`. */
export const defaultDateFormat: DateFormat = [{ kind: "iso" }, { kind: "epoch_millis" }];

const namedPatterns: Record<string, string> = {
  strict_date: "yyyy-MM-dd",
  date: "yyyy-MM-dd",
  basic_date: "yyyyMMdd",
  strict_year_month: "yyyy-MM",
  year_month: "yyyy-MM",
  strict_year: "yyyy",
  year: "yyyy",
  strict_date_hour_minute_second: "yyyy-MM-dd'T'HH:mm:ss",
  date_hour_minute_second: "yyyy-MM-dd'T'HH:mm:ss",
  strict_hour_minute_second: "HH:mm:ss",
  hour_minute_second: "HH:mm:ss",
};

const isoNames = new Set([
  "strict_date_optional_time",
  "date_optional_time",
  "strict_date_optional_time_nanos",
  "strict_date_time",
  "date_time",
  "strict_date_time_no_millis",
  "date_time_no_millis",
]);

/** The format a `format` option names, or undefined when this subset does not know it. */
export function parseDateFormat(text: string): DateFormat | undefined {
  const patterns: DatePattern[] = [];
  for (const name of text.split("||")) {
    const pattern = patternNamed(name.trim());
    if (!pattern) return undefined;
    patterns.push(pattern);
  }
  return patterns.length > 0 ? patterns : undefined;
}

function patternNamed(name: string): DatePattern | undefined {
  if (isoNames.has(name)) return { kind: "iso" };
  if (name === "epoch_millis" || name === "epoch_second") return { kind: name };
  const tokens = tokenize(namedPatterns[name] ?? name);
  return tokens ? { kind: "pattern", tokens } : undefined;
}

const fieldTokens: readonly FieldToken[] = ["yyyy", "SSS", "MM", "dd", "HH", "mm", "ss"];

function tokenize(pattern: string): PatternToken[] | undefined {
  const tokens: PatternToken[] = [];
  let rest = pattern.replaceAll("uuuu", "yyyy");
  while (rest.length > 0) {
    const field = fieldTokens.find((token) => rest.startsWith(token));
    if (field) {
      tokens.push({ field });
      rest = rest.slice(field.length);
    } else if (rest.startsWith("'")) {
      const end = rest.indexOf("'", 1);
      if (end < 0) return undefined;
      tokens.push({ literal: end === 1 ? "'" : rest.slice(1, end) });
      rest = rest.slice(end + 1);
    } else if (/^[A-Za-z]/.test(rest)) {
      return undefined;
    } else {
      tokens.push({ literal: rest.charAt(0) });
      rest = rest.slice(1);
    }
  }
  return tokens.some((token) => "field" in token) ? tokens : undefined;
}

/** Date fields read from a text; those missing were not written. */
type DateFields = {
  year: number;
  month?: number;
  day?: number;
  hour?: number;
  minute?: number;
  second?: number;
  millisecond?: number;
  /** An offset written in the text, in minutes; it wins over the request's time zone. */
  offsetMinutes?: number;
};

const isoPattern =
  /^([+-]?\d{4,6})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?)?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

function readIso(text: string): DateFields | undefined {
  const match = isoPattern.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  if (zone && hour === undefined) return undefined;
  let offsetMinutes: number | undefined;
  if (zone) {
    const parsed = timeZoneFrom(zone);
    if (!parsed || parsed.fixedOffsetMinutes === null) return undefined;
    offsetMinutes = parsed.fixedOffsetMinutes;
  }
  return {
    year: Number(year),
    ...(month === undefined ? {} : { month: Number(month) }),
    ...(day === undefined ? {} : { day: Number(day) }),
    ...(hour === undefined ? {} : { hour: Number(hour) }),
    ...(minute === undefined ? {} : { minute: Number(minute) }),
    ...(second === undefined ? {} : { second: Number(second) }),
    ...(fraction === undefined ? {} : { millisecond: Number(fraction.padEnd(3, "0").slice(0, 3)) }),
    ...(offsetMinutes === undefined ? {} : { offsetMinutes }),
  };
}

const tokenDigits: Record<FieldToken, string> = {
  yyyy: "(\\d{4})",
  MM: "(\\d{2})",
  dd: "(\\d{2})",
  HH: "(\\d{2})",
  mm: "(\\d{2})",
  ss: "(\\d{2})",
  SSS: "(\\d{3})",
};

function readPattern(text: string, tokens: readonly PatternToken[]): DateFields | undefined {
  const source = tokens
    .map((token) =>
      "field" in token ? tokenDigits[token.field] : token.literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  const match = new RegExp(`^${source}$`).exec(text);
  if (!match) return undefined;
  const values: Partial<Record<FieldToken, number>> = {};
  let group = 1;
  for (const token of tokens) {
    if ("field" in token) values[token.field] = Number(match[group++]);
  }
  return {
    year: values.yyyy ?? 1970,
    ...(values.MM === undefined ? {} : { month: values.MM }),
    ...(values.dd === undefined ? {} : { day: values.dd }),
    ...(values.HH === undefined ? {} : { hour: values.HH }),
    ...(values.mm === undefined ? {} : { minute: values.mm }),
    ...(values.ss === undefined ? {} : { second: values.ss }),
    ...(values.SSS === undefined ? {} : { millisecond: values.SSS }),
  };
}

/**
 * The instant of date fields; `roundUp` fills what was not written with its
 * last value (`lte: "2024-05-01"` takes the whole day), as Elasticsearch's
 * range bounds do. Undefined when the fields are out of their ranges.
 */
function instantOf(fields: DateFields, zone: TimeZone, roundUp: boolean): number | undefined {
  const { year, month = 1, day = 1, hour = 0, minute = 0, second = 0, millisecond = 0 } = fields;
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return undefined;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millisecond);
  if (date.getUTCDate() !== day) return undefined;
  let wall = date.getTime();
  if (roundUp && fields.millisecond === undefined) {
    const finest: CalendarUnit =
      fields.month === undefined
        ? "year"
        : fields.day === undefined
          ? "month"
          : fields.hour === undefined
            ? "day"
            : fields.minute === undefined
              ? "hour"
              : fields.second === undefined
                ? "minute"
                : "second";
    wall = addUnitsWall(wall, finest, 1) - 1;
  }
  const instant = fields.offsetMinutes === undefined ? fromWallTime(zone, wall) : wall - fields.offsetMinutes * 60_000;
  return isSupportedInstant(instant) ? instant : undefined;
}

/** Reads a date written in one of the format's ways, or undefined. Numbers are epoch values. */
export function parseDateText(
  value: string | number,
  format: DateFormat,
  zone: TimeZone,
  roundUp: boolean,
): number | undefined {
  for (const pattern of format) {
    const instant = readWith(pattern, value, zone, roundUp);
    if (instant !== undefined) return instant;
  }
  return undefined;
}

function readWith(pattern: DatePattern, value: string | number, zone: TimeZone, roundUp: boolean): number | undefined {
  if (pattern.kind === "epoch_millis" || pattern.kind === "epoch_second") {
    const number = typeof value === "number" ? value : /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
    const instant = Math.floor(pattern.kind === "epoch_second" ? number * 1000 : number);
    return isSupportedInstant(instant) ? instant : undefined;
  }
  if (typeof value === "number") return undefined;
  const fields = pattern.kind === "iso" ? readIso(value) : readPattern(value, pattern.tokens);
  return fields ? instantOf(fields, zone, roundUp) : undefined;
}

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, "0");

/** An instant written in the format's first way, in the zone (`key_as_string`, `value_as_string`). */
export function formatDate(instant: number, format: DateFormat, zone: TimeZone): string {
  const [pattern] = format;
  if (!pattern || pattern.kind === "iso") return isoString(instant, zone);
  if (pattern.kind === "epoch_millis") return String(instant);
  if (pattern.kind === "epoch_second") return String(Math.floor(instant / 1000));
  const wall = new Date(toWallTime(zone, instant));
  const values: Record<FieldToken, string> = {
    yyyy: pad(wall.getUTCFullYear(), 4),
    MM: pad(wall.getUTCMonth() + 1),
    dd: pad(wall.getUTCDate()),
    HH: pad(wall.getUTCHours()),
    mm: pad(wall.getUTCMinutes()),
    ss: pad(wall.getUTCSeconds()),
    SSS: pad(wall.getUTCMilliseconds(), 3),
  };
  return pattern.tokens.map((token) => ("field" in token ? values[token.field] : token.literal)).join("");
}

/** `2024-05-01T00:00:00.000Z`, or with the zone's offset (`+02:00`), as Elasticsearch writes dates. */
export function isoString(instant: number, zone: TimeZone): string {
  const offset = offsetAt(zone, instant);
  const wall = new Date(instant + offset).toISOString().slice(0, 23);
  if (offset === 0) return `${wall}Z`;
  const minutes = Math.round(offset / 60_000);
  return `${wall}${minutes < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}
