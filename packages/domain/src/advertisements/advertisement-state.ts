import { type CalendarDay, formatCalendarDay } from "../dates/calendar-day";

/** docs/product.md#announcements-states: an announcement is coming before its start day, current through its end day, passed after. */
export const advertisementStates = ["coming", "current", "passed"] as const;
export type AdvertisementState = (typeof advertisementStates)[number];

/** The days an announcement runs, `YYYY-MM-DD`, both included. */
export type AdvertisementPeriod = { starts_at: string; ends_at: string };

/** docs/product.md#announcements-states, on the product's calendar (Paris days): `today` is `calendarDayOf(now)`. */
export function advertisementState(period: AdvertisementPeriod, today: CalendarDay): AdvertisementState {
  const day = formatCalendarDay(today);
  if (day < period.starts_at) return "coming";
  if (day > period.ends_at) return "passed";
  return "current";
}

/** Two periods share at least one day (both ends included). */
export function advertisementPeriodsOverlap(a: AdvertisementPeriod, b: AdvertisementPeriod): boolean {
  return a.starts_at <= b.ends_at && b.starts_at <= a.ends_at;
}
