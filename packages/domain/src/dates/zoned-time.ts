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
 * The instant showing that wall-clock time in the zone. When a clock change
 * repeats it, the earlier one, as Elasticsearch (java.time) reads it; when a
 * change skips it, the time moved forward by the change.
 */
export function instantAtWallTime(timeZone: string, wall: number): number {
  // The offsets a day either side: no zone changes its clock twice in a day.
  const day = 86_400_000;
  const candidates = [wall - zoneOffsetMs(timeZone, wall - day), wall - zoneOffsetMs(timeZone, wall + day)];
  const showing = candidates.filter((instant) => wallTimeIn(timeZone, instant) === wall);
  return showing.length > 0 ? Math.min(...showing) : Math.max(...candidates);
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
