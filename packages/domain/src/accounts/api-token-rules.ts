import {
  addCalendarDays,
  addCalendarYears,
  type CalendarDay,
  calendarDayOf,
  compareCalendarDays,
  endOfCalendarDay,
  productTimeZone,
} from "../dates/calendar-day";

/**
 * How far ahead an API token's expiry day may be (docs/api.md "API tokens"):
 * a year, as docs/product.md#accounts-passwords bounds the codes' dates; a longer-lived integration
 * makes a new token, and its owner is reminded where it is used.
 */
export const apiTokenMaxYearsAhead = 1;

/**
 * The expiry days an API token may be given: tomorrow at the earliest (a
 * token that ends today is of little use and easy to mistake), a year ahead
 * at the latest. Days are Paris days, as every day rule of SPEC.
 */
export function apiTokenExpiryDayBounds(
  now: Date,
  timeZone: string = productTimeZone,
): { earliest: CalendarDay; latest: CalendarDay } {
  const today = calendarDayOf(now, timeZone);
  return { earliest: addCalendarDays(today, 1), latest: addCalendarYears(today, apiTokenMaxYearsAhead) };
}

export function isApiTokenExpiryDayAllowed(day: CalendarDay, now: Date, timeZone: string = productTimeZone): boolean {
  const { earliest, latest } = apiTokenExpiryDayBounds(now, timeZone);
  return compareCalendarDays(day, earliest) >= 0 && compareCalendarDays(day, latest) <= 0;
}

/**
 * The last moment a token given that expiry day works: the end of the day
 * in Paris (23:59:59.999), the time zone of SPEC's day rules, whatever the
 * caller's. Stored as the token's `expires_at`.
 */
export function apiTokenExpiresAt(day: CalendarDay, timeZone: string = productTimeZone): Date {
  return endOfCalendarDay(day, timeZone);
}

/** Whether a token stopped working: past its `expires_at` (null: it never expires). */
export function isApiTokenExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && now.getTime() > expiresAt.getTime();
}
