import { addCalendarMonths, calendarDayOf, parseCalendarDay, startOfCalendarDay } from "../dates/calendar-day";
import { ticketLimits } from "./ticket-limits";

/**
 * From when a customer's list shows tickets (docs/tickets.md#who-sees-what):
 * `since` (a Paris day, from its start), none with `all`, else the start of
 * the Paris day `ticketLimits.defaultWindowMonths` months back.
 */
export function ticketListOpenedSince(query: { since?: string; all: boolean }, now: Date): Date | undefined {
  if (query.all) return undefined;
  const since = query.since === undefined ? undefined : parseCalendarDay(query.since);
  if (since) return startOfCalendarDay(since);
  return startOfCalendarDay(addCalendarMonths(calendarDayOf(now), -ticketLimits.defaultWindowMonths));
}
