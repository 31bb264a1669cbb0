import { tzOffset } from "@date-fns/tz";

/**
 * Instants and wall-clock times in a time zone (an IANA name), the zone's
 * rules read by @date-fns/tz. A wall-clock time is held as the milliseconds
 * of the same clock reading in UTC, so UTC date arithmetic works on it.
 */

/** Milliseconds to add to an instant to read its wall-clock time in the zone. */
export function zoneOffsetMs(timeZone: string, instant: number): number {
  // Minutes, with a fraction for the seconds of an old local mean time (Paris before 1911: +00:09:21).
  return Math.round(tzOffset(timeZone, new Date(instant)) * 60_000);
}

/** The wall-clock time of an instant in the zone. */
export function wallTimeIn(timeZone: string, instant: number): number {
  return instant + zoneOffsetMs(timeZone, instant);
}

/**
 * The instant showing that wall-clock time in the zone; one moved forward by
 * the change when a clock change skips it. When a change repeats it, the one
 * with the offset in force at the same reading in UTC: the later in Paris.
 */
export function instantAtWallTime(timeZone: string, wall: number): number {
  const first = wall - zoneOffsetMs(timeZone, wall);
  const second = wall - zoneOffsetMs(timeZone, first);
  if (first === second) return first;
  const earlier = Math.min(first, second);
  return wallTimeIn(timeZone, earlier) === wall ? earlier : Math.max(first, second);
}

/**
 * The runtime's own name for a zone (`europe/PARIS` is `Europe/Paris`), or
 * undefined when it knows none. @date-fns/tz keeps a formatter per name it is
 * given, for the process's life: callers pass this name, so spellings of one
 * zone from requests cannot grow that cache without bound.
 */
export function canonicalTimeZone(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
