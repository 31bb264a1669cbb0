import {
  addCalendarYears,
  type CalendarDay,
  calendarDayOf,
  endOfCalendarDay,
  productTimeZone,
  startOfCalendarDay,
} from "../dates/calendar-day";

/**
 * Code creation (docs/product.md#codes-validation, docs/product.md#codes-limits). The amount: SPEC reads both "1 to 1000"
 * and "up to 100 at once"; the API takes up to 1,000 in one batch
 * (docs/codes.md), the larger reading, so neither kind of client is refused.
 */
export const couponCreationLimits = {
  minNumber: 1,
  maxNumber: 1_000,
  /** "Connections" (max_usage) typed in the no-offers mode. */
  minMaxUsage: 1,
  maxMaxUsage: 1_000_000,
  descriptionMaxLength: 255,
  /** The dates reach at most this many years ahead of today. */
  yearsAhead: 1,
} as const;

/** The window a code's dates must fall in: from the start of today to the end of the same day a year later. */
export function couponDateWindow(now: Date, timeZone: string = productTimeZone): { earliest: Date; latest: Date } {
  const today: CalendarDay = calendarDayOf(now, timeZone);
  return {
    earliest: startOfCalendarDay(today, timeZone),
    latest: endOfCalendarDay(addCalendarYears(today, couponCreationLimits.yearsAhead), timeZone),
  };
}
