import {
  addCalendarDays,
  addCalendarMonths,
  type CalendarDay,
  calendarDayOf,
  compareCalendarDays,
  productTimeZone,
} from "../dates/calendar-day";

/** How long a mailed sponsoring link works (docs/codes.md): a working day to answer. */
export const sponsorLinkLifetimeMs = 24 * 3_600_000;

/** "default days from link or 1" (docs/product.md#sponsors-validation). */
export const defaultSponsorDays = 1;
/** A link's default days: at most the month a sponsor may grant. */
export const maxSponsorDefaultDays = 31;
/** "Sponsor end date up to 1 month ahead" (docs/product.md#sponsors-validation). */
export const sponsorMonthsAhead = 1;

/** Devices a sponsored code lets in: a guest's phone, laptop and tablet (docs/codes.md). */
export const sponsoredCouponMaxUsage = 3;

/**
 * Sponsoring requests a captive portal may make (docs/codes.md): the call is
 * public and mails someone, so it is capped per sponsor address and per
 * client address over the last hour.
 */
export const sponsorRequestLimits = { perSponsorPerHour: 5, perAddressPerHour: 20 } as const;

/** "Sponsor: end date ... earliest today, latest one month ahead" (docs/product.md#sponsors-validation). */
export function sponsorEndDayBounds(
  now: Date,
  timeZone: string = productTimeZone,
): { earliest: CalendarDay; latest: CalendarDay } {
  const today = calendarDayOf(now, timeZone);
  return { earliest: today, latest: addCalendarMonths(today, sponsorMonthsAhead) };
}

/** docs/product.md#sponsors-validation: the end date offered first, today plus the link's days (or 1), within the bounds. */
export function defaultSponsorEndDay(
  now: Date,
  defaultSelectedDays: number | null | undefined,
  timeZone: string = productTimeZone,
): CalendarDay {
  const { earliest, latest } = sponsorEndDayBounds(now, timeZone);
  const day = addCalendarDays(earliest, defaultSelectedDays ?? defaultSponsorDays);
  return compareCalendarDays(day, latest) > 0 ? latest : day;
}

export function isSponsorEndDayAllowed(day: CalendarDay, now: Date, timeZone: string = productTimeZone): boolean {
  const { earliest, latest } = sponsorEndDayBounds(now, timeZone);
  return compareCalendarDays(day, earliest) >= 0 && compareCalendarDays(day, latest) <= 0;
}
