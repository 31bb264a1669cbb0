// Silent mode (docs/alerts.md#silent-mode): why a window is set, what it
// covers, and its limits.

/** Why equipment is silenced (docs/alerts.md#silent-mode). */
export const silenceReasons = ["works", "planned_shutdown", "hibernation", "other"] as const;
export type SilenceReason = (typeof silenceReasons)[number];

/** What a window covers: a whole site (the site itself is muted), a building's equipment, or pieces of equipment. */
export const silenceTargets = ["site", "building", "equipment"] as const;
export type SilenceTarget = (typeof silenceTargets)[number];

/** Where a window stands at an instant: under way, to come, or over (ended, ended early, or its series is over). */
export const silenceWindowStates = ["current", "planned", "past"] as const;
export type SilenceWindowState = (typeof silenceWindowStates)[number];

/** The time zone recurring windows are evaluated in (a weekly 2 a.m. stays 2 a.m. across daylight-saving changes). */
export const silenceTimeZone = "Europe/Paris";

export const silenceLimits = {
  /** A window's end (a recurring one's first occurrence end) is at most this far ahead of now, at creation and at each extension. */
  maxAheadDays: 30,
  /** A recurring series' last day is at most this far ahead of now. */
  maxSeriesDays: 365,
  /** A recurring window's occurrence lasts at most this long (shorter than the week it repeats in). */
  maxOccurrenceHours: 6 * 24,
  /** A window starts at most this far in the past (a clock a little behind the server's). */
  maxStartInPastMinutes: 5,
  noteMaxLength: 500,
  maxEquipment: 200,
  /** The reminder goes a day before the end of a window extended more than once (extensions >= this). */
  remindAfterExtensions: 2,
  remindBeforeEndHours: 24,
  /** After a window ends, the site has this long to be back before an alert says it is not. */
  backAfterWindowMinutes: 15,
} as const;
