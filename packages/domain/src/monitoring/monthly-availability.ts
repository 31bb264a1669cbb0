import { instantAtWallTime, wallTimeIn } from "../dates/zoned-time";
import { type BusinessCalendar, businessSecondsBetween } from "../tickets/sla-clock";
import type { MonthlyAvailabilityAnswer } from "./availability-history-answers";
import type { SiteAvailabilityLevel } from "./site-availability";

/**
 * Measured hours: Monday to Friday, 8h-20h, Paris, no holidays
 * (docs/alerts.md#availability: weekends and nights are not measured).
 */
export const availabilityHours: BusinessCalendar = {
  timeZone: "Europe/Paris",
  openHour: 8,
  closeHour: 20,
  workingDays: [1, 2, 3, 4, 5],
  isHoliday: () => false,
};

/** The level changes are kept this long (docs/alerts.md#availability), so the history reaches no further. */
export const availabilityRetentionMonths = 13;

/** A level the site took at `at`, and whether the whole site was muted from then. */
export type AvailabilitySpanStart = { at: Date; level: SiteAvailabilityLevel; muted: boolean };

/** The Paris month starting at or before a wall-clock time: its first wall instant, UTC reading. */
function monthStartWall(wall: number): number {
  const date = new Date(wall);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

function nextMonthWall(monthWall: number): number {
  const date = new Date(monthWall);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/** A span's share of a month, in measured and down seconds. */
function spanSeconds(
  span: AvailabilitySpanStart,
  spanEnd: number,
  monthFrom: number,
  monthTo: number,
): { measured: number; down: number } {
  // Muted time and a site not referenced yet count in no figure.
  if (span.muted || span.level === "notReferenced") return { measured: 0, down: 0 };
  const from = Math.max(span.at.getTime(), monthFrom);
  const to = Math.min(spanEnd, monthTo);
  const measured = businessSecondsBetween(availabilityHours, new Date(from), new Date(to));
  // Degraded counts as available.
  return { measured, down: span.level === "down" ? measured : 0 };
}

/**
 * Each Paris month overlapping [from, min(to, now)), oldest first
 * (docs/alerts.md#availability): measured seconds = business seconds
 * (availabilityHours) not muted and not notReferenced; down seconds =
 * measured seconds spent down; ratio = 1 - down/measured, null when measured
 * is 0. `changes` are in order; the first is the level in force at `from`
 * (its `at` may be before `from`); time before the first change has no known
 * level and is not measured.
 */
export function availabilityMonths(
  changes: readonly AvailabilitySpanStart[],
  from: Date,
  to: Date,
  now: Date,
): MonthlyAvailabilityAnswer[] {
  const start = from.getTime();
  const end = Math.min(to.getTime(), now.getTime());
  const months: MonthlyAvailabilityAnswer[] = [];
  if (end <= start) return months;
  const timeZone = availabilityHours.timeZone;
  for (
    let monthWall = monthStartWall(wallTimeIn(timeZone, start));
    instantAtWallTime(timeZone, monthWall) < end;
    monthWall = nextMonthWall(monthWall)
  ) {
    const monthFrom = Math.max(start, instantAtWallTime(timeZone, monthWall));
    const monthTo = Math.min(end, instantAtWallTime(timeZone, nextMonthWall(monthWall)));
    let measured = 0;
    let down = 0;
    for (const [index, span] of changes.entries()) {
      const spanEnd = changes[index + 1]?.at.getTime() ?? Number.POSITIVE_INFINITY;
      if (spanEnd <= monthFrom || span.at.getTime() >= monthTo) continue;
      const seconds = spanSeconds(span, spanEnd, monthFrom, monthTo);
      measured += seconds.measured;
      down += seconds.down;
    }
    months.push({
      month: new Date(monthWall).toISOString().slice(0, 7),
      ratio: measured === 0 ? null : 1 - down / measured,
      down_seconds: down,
      measured_seconds: measured,
    });
  }
  return months;
}
