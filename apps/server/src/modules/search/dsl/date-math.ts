import { addToInstant, type CalendarUnit, isSupportedInstant, roundInstant } from "./calendar";
import { type DateFormat, parseDateText } from "./date-format";
import type { TimeZone } from "./time-zone";

const mathUnits: Record<string, CalendarUnit> = {
  y: "year",
  M: "month",
  w: "week",
  d: "day",
  h: "hour",
  H: "hour",
  m: "minute",
  s: "second",
};

export type DateContext = {
  /** The request's clock, in milliseconds. */
  now: number;
  format: DateFormat;
  zone: TimeZone;
};

/**
 * A date as range bounds take it: a date in the format, `now`, or either
 * followed by date math (`now-3M/d`, `2024-01-01||+1M`). `roundUp` is for
 * `lte` and `gt`: rounding then goes to the unit's last millisecond, and a
 * date without time takes its whole day. Undefined when it cannot be read.
 */
export function parseDateMath(value: string | number, context: DateContext, roundUp: boolean): number | undefined {
  if (typeof value === "number") return parseDateText(value, context.format, context.zone, roundUp);
  let anchor: number | undefined;
  let math: string;
  if (value.startsWith("now")) {
    anchor = context.now;
    math = value.slice(3);
  } else {
    const separator = value.indexOf("||");
    if (separator < 0) return parseDateText(value, context.format, context.zone, roundUp);
    anchor = parseDateText(value.slice(0, separator), context.format, context.zone, false);
    math = value.slice(separator + 2);
  }
  if (anchor === undefined) return undefined;
  return applyDateMath(anchor, math, context.zone, roundUp);
}

const operation = /^(?:([+-])(\d{0,6})([yMwdhHms])|\/([yMwdhHms]))/;

function applyDateMath(anchor: number, math: string, zone: TimeZone, roundUp: boolean): number | undefined {
  let instant = anchor;
  let rest = math;
  while (rest.length > 0) {
    const match = operation.exec(rest);
    if (!match) return undefined;
    const [whole, sign, amount, unit, roundUnit] = match;
    if (roundUnit) {
      instant = roundInstant(instant, mathUnits[roundUnit] as CalendarUnit, zone, roundUp);
    } else {
      const count = (amount === "" ? 1 : Number(amount)) * (sign === "-" ? -1 : 1);
      instant = addToInstant(instant, mathUnits[unit as string] as CalendarUnit, count, zone);
    }
    if (!isSupportedInstant(instant)) return undefined;
    rest = rest.slice(whole.length);
  }
  return instant;
}
