import { instantAtWallTime, wallTimeIn } from "../dates/zoned-time";
import { RRule, rrulestr } from "./rrule-library";
import { silenceLimits, silenceTimeZone } from "./silence-codes";
import type { SilenceRecurrence } from "./silence-schemas";

// When a silence window is on (docs/alerts.md#silent-mode): its first
// occurrence, repeated weekly by an RFC 5545 rule evaluated in Paris
// wall-clock time, a weekly 2 a.m. staying 2 a.m. across daylight-saving
// changes.
//
// The rule is floating (DTSTART and UNTIL without a zone): rrule expands it
// with wall-clock times held as UTC readings (zoned-time.ts), and each wall
// time becomes an instant by instantAtWallTime. A wall time the spring change
// skips (02:30 on 29 March 2026) moves forward by the change (03:30 summer
// time); one the autumn change repeats (02:30 on 25 October 2026) is the
// earlier of the two (summer time). An occurrence lasts the first one's
// wall-clock duration: a 02:00-06:00 window is 02:00-06:00 local on both sides
// of a change, 3 or 5 hours long on the night of the change itself.

/** A window as stored: its first occurrence, its rule (null: once), and when it was ended early. */
export type SilenceSchedule = { startsAt: Date; endsAt: Date; rrule: string | null; endedEarlyAt: Date | null };
export type SilenceOccurrence = { startsAt: Date; endsAt: Date };

const hourMs = 3_600_000;
const dayMs = 86_400_000;
/** More than the most a zone's offset moves between two instants' readings (Paris: an hour). */
const offsetMarginMs = 3 * hourMs;
/**
 * No valid rule reaches further after its first occurrence: the last day is
 * at most 365 days ahead of the creation, the start at most minutes behind it
 * (docs/alerts.md#silent-mode), a day's margin for the last day's length.
 */
const seriesHorizonMs = (silenceLimits.maxSeriesDays + 2) * dayMs;
/** More occurrences than a valid series holds (every day of its year, and the first): an expansion stops there. */
const maxOccurrencesExamined = 7 * 54;

/** rrule's weekdays: 0 Monday ... 6 Sunday; ISO: 1 Monday ... 7 Sunday. */
const ruleDays = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;

/** `YYYYMMDDTHHMMSS` of a wall-clock time held as a UTC reading (RFC 5545 local time, no zone). */
function floatingDateTime(wall: number): string {
  return new Date(wall).toISOString().slice(0, 19).replace(/[-:]/g, "");
}

/**
 * The RFC 5545 rule of a weekly recurrence starting with the occurrence at
 * startsAt: FREQ=WEEKLY;BYDAY=..;UNTIL=<last day 23:59:59> with DTSTART the
 * Paris wall-clock time of startsAt (floating, no TZID; UNTIL floating too,
 * as RFC 5545 asks of a floating DTSTART).
 */
export function silenceRule(recurrence: SilenceRecurrence, startsAt: Date): string {
  const days = [...new Set(recurrence.weekdays)].sort((a, b) => a - b).map((isoDay) => ruleDays[isoDay - 1]);
  const dtstart = floatingDateTime(wallTimeIn(silenceTimeZone, startsAt.getTime()));
  const until = `${recurrence.until.replaceAll("-", "")}T235959`;
  return `DTSTART:${dtstart}\nRRULE:FREQ=WEEKLY;BYDAY=${days.join(",")};UNTIL=${until}`;
}

/** A stored rule, read; a RangeError when it is not a weekly rule with a last day (not one silenceRule wrote). */
function parseSilenceRule(rule: string): RRule {
  const parsed = rrulestr(rule);
  if (!(parsed instanceof RRule) || parsed.options.freq !== RRule.WEEKLY || parsed.options.until === null) {
    throw new RangeError(`not a weekly silence rule with a last day: ${rule}`);
  }
  return parsed;
}

/** Back from a stored rule to the form's recurrence (weekdays, until), for answers. */
export function silenceRecurrenceOf(rule: string): SilenceRecurrence {
  const { byweekday, until } = parseSilenceRule(rule).options;
  // A weekly rule without BYDAY repeats on its start's weekday: rrule fills it in.
  const weekdays = [...new Set(byweekday ?? [])].map((ruleDay) => ruleDay + 1).sort((a, b) => a - b);
  return { weekdays, until: (until as Date).toISOString().slice(0, 10) };
}

/** A series ready to expand: its rule, its first wall start, and how long each occurrence lasts on the wall clock. */
type Series = { rule: RRule; firstWall: number; wallDurationMs: number; lastWallStart: number };

function seriesOf(schedule: SilenceSchedule, rule: string): Series {
  const parsed = parseSilenceRule(rule);
  const firstWall = wallTimeIn(silenceTimeZone, schedule.startsAt.getTime());
  const wallDurationMs = wallTimeIn(silenceTimeZone, schedule.endsAt.getTime()) - firstWall;
  // An end read on the repeated autumn hour can read earlier than its start: keep the real length.
  const durationMs = wallDurationMs > 0 ? wallDurationMs : schedule.endsAt.getTime() - schedule.startsAt.getTime();
  const lastWallStart = Math.min((parsed.options.until as Date).getTime(), firstWall + seriesHorizonMs);
  return { rule: parsed, firstWall, wallDurationMs: durationMs, lastWallStart };
}

/** The occurrence starting at a wall-clock time of the series. */
function occurrenceAtWall(series: Series, wallStart: number): SilenceOccurrence {
  const startsAt = instantAtWallTime(silenceTimeZone, wallStart);
  const wallEnd = wallStart + series.wallDurationMs;
  const endsAt = instantAtWallTime(silenceTimeZone, wallEnd);
  // A start in the skipped spring hour moves forward by the change; an end just after it would come first: the whole occurrence moves.
  return {
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt > startsAt ? endsAt : startsAt + series.wallDurationMs),
  };
}

/** What an early end leaves of an occurrence: cut when under way, nothing when it had not started. */
function cutByEarlyEnd(occurrence: SilenceOccurrence, endedEarlyAt: Date | null): SilenceOccurrence | null {
  if (endedEarlyAt === null) return occurrence;
  if (occurrence.startsAt >= endedEarlyAt) return null;
  return occurrence.endsAt > endedEarlyAt ? { startsAt: occurrence.startsAt, endsAt: endedEarlyAt } : occurrence;
}

/**
 * The occurrences overlapping [from, to), in order, at most `limit` of them.
 * The first occurrence is the stored one, whatever the rule says of its day;
 * the rule's others are expanded in a wall-clock window around [from, to).
 */
function expandOccurrences(schedule: SilenceSchedule, from: number, to: number, limit: number): SilenceOccurrence[] {
  const found: SilenceOccurrence[] = [];
  /** Keeps an occurrence that overlaps; whether to look further. */
  const keep = (occurrence: SilenceOccurrence): boolean => {
    const kept = cutByEarlyEnd(occurrence, schedule.endedEarlyAt);
    // Nothing starts after an early end.
    if (kept === null) return false;
    if (kept.startsAt.getTime() < to && kept.endsAt.getTime() > from) found.push(kept);
    return found.length < limit && kept.startsAt.getTime() < to;
  };
  if (!keep({ startsAt: schedule.startsAt, endsAt: schedule.endsAt }) || schedule.rrule === null || to <= from) {
    return found;
  }
  const series = seriesOf(schedule, schedule.rrule);
  const wallFrom = Math.max(
    series.firstWall + 1,
    wallTimeIn(silenceTimeZone, from) - series.wallDurationMs - offsetMarginMs,
  );
  const wallTo = Math.min(
    series.lastWallStart,
    Number.isFinite(to) ? wallTimeIn(silenceTimeZone, to) + offsetMarginMs : series.lastWallStart,
  );
  if (wallTo < wallFrom) return found;
  let examined = 0;
  series.rule.between(new Date(wallFrom), new Date(wallTo), true, (wallStart) => {
    examined += 1;
    return keep(occurrenceAtWall(series, wallStart.getTime())) && examined < maxOccurrencesExamined;
  });
  return found;
}

/**
 * Occurrences overlapping [from, to), each lasting endsAt - startsAt on the
 * wall clock, in order; an early end cuts the one under way and drops later
 * ones.
 */
export function silenceOccurrences(schedule: SilenceSchedule, from: Date, to: Date): SilenceOccurrence[] {
  return expandOccurrences(schedule, from.getTime(), to.getTime(), maxOccurrencesExamined);
}

/** The occurrence under way at `at` (its start included, its end excluded), or null. */
export function silenceOccurrenceAt(schedule: SilenceSchedule, at: Date): SilenceOccurrence | null {
  return expandOccurrences(schedule, at.getTime(), at.getTime() + 1, 1)[0] ?? null;
}

/** The occurrence under way at `at`, or else the next one; null when none is left. */
export function nextSilenceOccurrence(schedule: SilenceSchedule, at: Date): SilenceOccurrence | null {
  return expandOccurrences(schedule, at.getTime(), Number.POSITIVE_INFINITY, 1)[0] ?? null;
}

/**
 * When the last occurrence ends: endsAt for a single window, the series'
 * last occurrence for a recurring one. An early end moves it back to the end
 * of what it left, and to startsAt at the least: a planned window ended early
 * is cancelled. The server stores it as last_ends_at.
 */
export function silenceLastEnd(schedule: SilenceSchedule): Date {
  if (schedule.endedEarlyAt !== null) {
    const left = silenceOccurrences(schedule, schedule.startsAt, schedule.endedEarlyAt);
    return left.at(-1)?.endsAt ?? schedule.startsAt;
  }
  if (schedule.rrule === null) return schedule.endsAt;
  const series = seriesOf(schedule, schedule.rrule);
  const lastWall = series.rule.before(new Date(series.lastWallStart), true);
  return lastWall === null || lastWall.getTime() <= series.firstWall
    ? schedule.endsAt
    : occurrenceAtWall(series, lastWall.getTime()).endsAt;
}
