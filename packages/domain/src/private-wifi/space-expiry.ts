import {
  addCalendarDays,
  calendarDayOf,
  compareCalendarDays,
  formatCalendarDay,
  parseCalendarDay,
  startOfCalendarDay,
} from "../dates/calendar-day";
import type { PrivateSpaceState } from "./private-wifi-codes";

// A space's expiry day (docs/private-wifi.md#expiry): the key works through
// that whole day, Paris time, and is withdrawn when the next day begins.

/** The instant a space expiring on `expiresOn` (YYYY-MM-DD) stops working: midnight, Paris, after that day. */
export function privateSpaceExpiryInstant(expiresOn: string): Date {
  const day = parseCalendarDay(expiresOn);
  if (!day) throw new Error(`not a day: ${expiresOn}`);
  return startOfCalendarDay(addCalendarDays(day, 1));
}

/** Whether the space's key should no longer work at `now`. */
export function isPrivateSpaceExpired(expiresOn: string | null, now: Date): boolean {
  return expiresOn !== null && now.getTime() >= privateSpaceExpiryInstant(expiresOn).getTime();
}

/** The space's state at `now` from its expiry day alone (the list reads this, not a job's lag). */
export function privateSpaceStateAt(expiresOn: string | null, now: Date): PrivateSpaceState {
  return isPrivateSpaceExpired(expiresOn, now) ? "expired" : "active";
}

/** Whether `expiresOn` may be set at `now`: today (Paris) or later. */
export function isExpiryDayAllowed(expiresOn: string, now: Date): boolean {
  const day = parseCalendarDay(expiresOn);
  return day !== undefined && compareCalendarDays(day, calendarDayOf(now)) >= 0;
}

/** Today in Paris, as the expiry days are written (YYYY-MM-DD). */
export function privateWifiToday(now: Date): string {
  return formatCalendarDay(calendarDayOf(now));
}
