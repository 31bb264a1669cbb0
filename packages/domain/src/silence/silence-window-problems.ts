import { addCalendarDays, calendarDayOf, formatCalendarDay } from "../dates/calendar-day";
import { wallTimeIn } from "../dates/zoned-time";
import { silenceLimits, silenceTimeZone } from "./silence-codes";
import type { SilenceSchedule } from "./silence-recurrence";
import { type SilenceWindowCreate, silenceErrors } from "./silence-schemas";
import { silenceWindowState } from "./silence-window-state";

// The rules of a window that need the clock (docs/alerts.md#silent-mode),
// checked by the panel's form and by the server alike; the schema checks the
// rest.

const minuteMs = 60_000;
const hourMs = 3_600_000;
const dayMs = 86_400_000;

/** Whether an end is further ahead of now than a window may reach (exactly 30 days is fine). */
function isTooFarAhead(end: Date, now: Date): boolean {
  return end.getTime() > now.getTime() + silenceLimits.maxAheadDays * dayMs;
}

/** The Paris day of an instant, `YYYY-MM-DD`. */
function parisDay(instant: Date): string {
  return formatCalendarDay(calendarDayOf(instant, silenceTimeZone));
}

/**
 * The clock rules of a new window, as silenceErrors keys (empty: fine): ends
 * after starts; starts no more than 5 minutes in the past; ends at most 30
 * days ahead of now (a recurring one's first occurrence); a recurring one:
 * until not before the start's Paris day, until at most 365 days ahead (Paris
 * days), an occurrence at most 6 days long on the wall clock it repeats by.
 */
export function silenceWindowProblems(
  input: Pick<SilenceWindowCreate, "starts_at" | "ends_at" | "recurrence">,
  now: Date,
): string[] {
  const startsAt = new Date(input.starts_at);
  const endsAt = new Date(input.ends_at);
  const problems: string[] = [];
  if (endsAt <= startsAt) problems.push(silenceErrors.endsBeforeStart);
  if (startsAt.getTime() < now.getTime() - silenceLimits.maxStartInPastMinutes * minuteMs) {
    problems.push(silenceErrors.startsInPast);
  }
  if (isTooFarAhead(endsAt, now)) problems.push(silenceErrors.tooFarAhead);
  const { recurrence } = input;
  if (recurrence === null) return problems;
  // `YYYY-MM-DD` texts compare as the days they name.
  if (recurrence.until < parisDay(startsAt)) problems.push(silenceErrors.untilBeforeStart);
  const lastDayAllowed = formatCalendarDay(
    addCalendarDays(calendarDayOf(now, silenceTimeZone), silenceLimits.maxSeriesDays),
  );
  if (recurrence.until > lastDayAllowed) problems.push(silenceErrors.seriesTooLong);
  const wallDurationMs =
    wallTimeIn(silenceTimeZone, endsAt.getTime()) - wallTimeIn(silenceTimeZone, startsAt.getTime());
  if (wallDurationMs > silenceLimits.maxOccurrenceHours * hourMs) problems.push(silenceErrors.occurrenceTooLong);
  return problems;
}

/**
 * An extension (docs/alerts.md#silent-mode), as silenceErrors keys (empty:
 * fine): not of a recurring window (recurringNotExtended), not of a past one
 * (windowOver), later than the current end (extendNotLater), at most 30 days
 * ahead (tooFarAhead).
 */
export function silenceExtensionProblems(window: SilenceSchedule, newEnd: Date, now: Date): string[] {
  const problems: string[] = [];
  if (window.rrule !== null) problems.push(silenceErrors.recurringNotExtended);
  if (silenceWindowState(window, now) === "past") problems.push(silenceErrors.windowOver);
  if (newEnd <= window.endsAt) problems.push(silenceErrors.extendNotLater);
  if (isTooFarAhead(newEnd, now)) problems.push(silenceErrors.tooFarAhead);
  return problems;
}
