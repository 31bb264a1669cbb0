import { instantAtWallTime, wallTimeIn } from "../dates/zoned-time";
import { type SlaClockRun, slaClockRuns } from "./sla-clock-runs";
import type { TicketSla, TicketSlaTarget } from "./ticket-answers";
import type { TicketKind, TicketStatus } from "./ticket-codes";

// The SLA clock (docs/tickets.md#sla-clock), written once: business hours
// in a time zone, public holidays, a pause while the ticket waits on the
// customer. The server stores what it answers; the console shows it.

/** When the support desk works. `isHoliday` takes the local day, `YYYY-MM-DD`. */
export type BusinessCalendar = {
  timeZone: string;
  /** Local hour the day opens (inclusive) and closes (exclusive). */
  openHour: number;
  closeHour: number;
  /** ISO weekdays worked: 1 Monday ... 7 Sunday. */
  workingDays: readonly number[];
  isHoliday: (localDay: string) => boolean;
};

/** docs/product.md "Support replies within 2 hours Monday to Friday 8h-20h", Paris time; holidays come from the server's settings. */
export const supportBusinessHours = {
  timeZone: "Europe/Paris",
  openHour: 8,
  closeHour: 20,
  workingDays: [1, 2, 3, 4, 5],
} as const satisfies Omit<BusinessCalendar, "isHoliday">;

/** Business seconds of a target. */
export type SlaTarget = { firstResponseSeconds: number; resolutionSeconds: number };
export type SlaTargets = Record<TicketKind, SlaTarget>;

const businessHour = 3600;

/** First response 2 business hours for every kind (docs/product.md); resolution per kind, overridable by a setting. */
export const defaultSlaTargets: SlaTargets = {
  technical: { firstResponseSeconds: 2 * businessHour, resolutionSeconds: 24 * businessHour },
  pos: { firstResponseSeconds: 2 * businessHour, resolutionSeconds: 24 * businessHour },
  business: { firstResponseSeconds: 2 * businessHour, resolutionSeconds: 36 * businessHour },
  supply: { firstResponseSeconds: 2 * businessHour, resolutionSeconds: 60 * businessHour },
  misc: { firstResponseSeconds: 2 * businessHour, resolutionSeconds: 60 * businessHour },
};

/** What the clock reads: when the ticket opened, its first public answer from the desk, and every status it took in order (the opening one first). */
export type SlaTimeline = {
  openedAt: Date;
  firstResponseAt: Date | null;
  statusChanges: readonly { at: Date; status: TicketStatus }[];
};

const hourMs = 3_600_000;
const dayMs = 86_400_000;

/**
 * The longest the calendar may stay closed (no working day, or holidays day
 * after day): beyond it, `addBusinessSeconds` throws a RangeError instead of
 * looking further, as such a calendar is a mistake of the settings.
 */
const longestClosedDays = 366;
/** `addBusinessSeconds` looks at most this many days ahead (a target is hours, a few years at the very most). */
const longestSearchDays = 100 * 366;

// The hours are counted on the zone's wall clock: a working day is
// `openHour` to `closeHour` of the local day, 12 hours in Paris in summer as
// in winter (France changes its clocks on a Sunday night, outside them). The
// zone is read once per instant given or answered, never per day walked: a
// day is a number (days since 1970-01-01 on the wall clock) and a walk is one
// step per calendar day, each a weekday sum and at most one `isHoliday`.

function checkHours(calendar: BusinessCalendar): void {
  const { openHour, closeHour } = calendar;
  if (!(openHour >= 0 && closeHour <= 24 && openHour < closeHour)) {
    throw new RangeError(`business hours must open before they close, within a day (got ${openHour} to ${closeHour})`);
  }
}

const wallDayNumber = (wall: number) => Math.floor(wall / dayMs);

/** A working weekday that is not a holiday. */
function isBusinessDay(calendar: BusinessCalendar, dayNumber: number): boolean {
  // 1970-01-01 was a Thursday (ISO 4).
  const isoWeekday = ((((dayNumber + 3) % 7) + 7) % 7) + 1;
  if (!calendar.workingDays.includes(isoWeekday)) return false;
  return !calendar.isHoliday(new Date(dayNumber * dayMs).toISOString().slice(0, 10));
}

/** A day's business hours on the wall clock. */
function openingOf(calendar: BusinessCalendar, dayNumber: number): { opens: number; closes: number } {
  return {
    opens: dayNumber * dayMs + calendar.openHour * hourMs,
    closes: dayNumber * dayMs + calendar.closeHour * hourMs,
  };
}

/** Whether `at` falls inside business hours. */
export function isBusinessTime(calendar: BusinessCalendar, at: Date): boolean {
  checkHours(calendar);
  const wall = wallTimeIn(calendar.timeZone, at.getTime());
  const day = wallDayNumber(wall);
  const { opens, closes } = openingOf(calendar, day);
  return wall >= opens && wall < closes && isBusinessDay(calendar, day);
}

/** Business milliseconds between two instants; one step per calendar day between them. */
function businessMsBetween(calendar: BusinessCalendar, from: number, to: number): number {
  if (to <= from) return 0;
  checkHours(calendar);
  const wallFrom = wallTimeIn(calendar.timeZone, from);
  const wallTo = wallTimeIn(calendar.timeZone, to);
  let total = 0;
  for (let day = wallDayNumber(wallFrom); day <= wallDayNumber(wallTo); day++) {
    const { opens, closes } = openingOf(calendar, day);
    const start = Math.max(wallFrom, opens);
    const end = Math.min(wallTo, closes);
    if (end > start && isBusinessDay(calendar, day)) total += end - start;
  }
  return total;
}

/** The instant `ms` business milliseconds after `from`; one step per calendar day up to the answer. */
function addBusinessMs(calendar: BusinessCalendar, from: number, ms: number): number {
  checkHours(calendar);
  let remaining = Math.max(0, ms);
  const wallFrom = wallTimeIn(calendar.timeZone, from);
  let closedDays = 0;
  const firstDay = wallDayNumber(wallFrom);
  for (let day = firstDay; day <= firstDay + longestSearchDays; day++) {
    if (!isBusinessDay(calendar, day)) {
      closedDays += 1;
      if (closedDays > longestClosedDays) {
        throw new RangeError(`the business calendar is closed for more than ${longestClosedDays} days in a row`);
      }
      continue;
    }
    closedDays = 0;
    const { opens, closes } = openingOf(calendar, day);
    const start = Math.max(wallFrom, opens);
    if (start >= closes) continue;
    // Ending exactly at closing time answers the closing time, not the next opening.
    if (remaining <= closes - start) return instantAtWallTime(calendar.timeZone, start + remaining);
    remaining -= closes - start;
  }
  throw new RangeError(`more business time than ${longestSearchDays} days hold`);
}

/** Business seconds between two moments (0 when `to` is not after `from`), whole seconds. */
export function businessSecondsBetween(calendar: BusinessCalendar, from: Date, to: Date): number {
  return Math.floor(businessMsBetween(calendar, from.getTime(), to.getTime()) / 1000);
}

/**
 * The moment `seconds` business seconds after `from` (from the next opening
 * when `from` is outside hours; 0 or less: that opening, or `from` itself in
 * hours). Looks at most a century ahead and throws a RangeError beyond it, or
 * when the calendar stays closed for more than a year.
 */
export function addBusinessSeconds(calendar: BusinessCalendar, from: Date, seconds: number): Date {
  return new Date(addBusinessMs(calendar, from.getTime(), Math.round(seconds * 1000)));
}

/**
 * The SLA of a ticket at `now` (docs/tickets.md#sla-clock): each target's
 * business seconds elapsed while the clock ran (it stands still while the
 * ticket is pending, stops once resolved or closed, and resumes where it
 * stopped when reopened), its due time while it runs (in the past when
 * overdue), when it was met, and the next due time of the two.
 */
export function ticketSla(calendar: BusinessCalendar, target: SlaTarget, timeline: SlaTimeline, now: Date): TicketSla {
  const clock = slaClockRuns(timeline, now);
  const answered =
    timeline.firstResponseAt !== null && timeline.firstResponseAt <= now ? timeline.firstResponseAt : null;
  const firstResponse = targetState(calendar, clock, target.firstResponseSeconds, answered);
  const resolution = targetState(calendar, clock, target.resolutionSeconds, clock.stoppedAt);
  return {
    first_response: firstResponse,
    resolution,
    paused: clock.paused,
    next_due_at: firstResponse.met_at === null ? firstResponse.due_at : resolution.due_at,
  };
}

/** One target against the clock's runs; `metAt` stops its count. */
function targetState(
  calendar: BusinessCalendar,
  clock: ReturnType<typeof slaClockRuns>,
  targetSeconds: number,
  metAt: Date | null,
): TicketSlaTarget {
  const until = metAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const elapsedMs = clock.runs.reduce(
    (sum, run) => sum + businessMsBetween(calendar, run.from.getTime(), Math.min(run.to.getTime(), until)),
    0,
  );
  const elapsedSeconds = Math.floor(elapsedMs / 1000);
  const dueAt = metAt === null && clock.running ? dueMoment(calendar, clock.runs, targetSeconds * 1000) : null;
  return {
    target_seconds: targetSeconds,
    elapsed_seconds: elapsedSeconds,
    due_at: dueAt?.toISOString() ?? null,
    met_at: metAt?.toISOString() ?? null,
    breached: elapsedSeconds > targetSeconds,
  };
}

/**
 * When the running clock reaches the target: within the current run, the
 * target less what earlier runs counted, in business time from its start;
 * when an earlier run had already reached it, the moment it did (in the past).
 */
function dueMoment(calendar: BusinessCalendar, runs: readonly SlaClockRun[], targetMs: number): Date {
  let countedBefore = 0;
  for (const [index, run] of runs.entries()) {
    const isCurrent = index === runs.length - 1;
    const counted = isCurrent
      ? Number.POSITIVE_INFINITY
      : businessMsBetween(calendar, run.from.getTime(), run.to.getTime());
    if (countedBefore + counted >= targetMs) {
      return new Date(addBusinessMs(calendar, run.from.getTime(), targetMs - countedBefore));
    }
    countedBefore += counted;
  }
  throw new Error("dueMoment: the clock runs without a current run");
}
