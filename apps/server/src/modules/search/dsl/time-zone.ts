import { canonicalTimeZone, instantAtWallTime, zoneOffsetMs } from "@ondine/domain";

/**
 * A time zone of a date math expression or a date histogram: an IANA name,
 * or a fixed offset. `sqlName` is what PostgreSQL's date functions take:
 * fixed offsets are written POSIX-style, whose sign is the reverse of ISO's
 * (`+01:00` is `UTC-01:00`).
 */
export type TimeZone = { readonly id: string; readonly fixedOffsetMinutes: number | null; readonly sqlName: string };

export const utc: TimeZone = { id: "UTC", fixedOffsetMinutes: 0, sqlName: "UTC" };

const offsetPattern = /^([+-])(\d{2})(?::?(\d{2}))?$/;
const zoneNamePattern = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/** The time zone a text names, or undefined when it names none. */
export function timeZoneFrom(text: string): TimeZone | undefined {
  if (text === "Z" || text.toUpperCase() === "UTC" || text.toUpperCase() === "GMT") return utc;
  const offset = offsetPattern.exec(text);
  if (offset) {
    const hours = Number(offset[2]);
    const minutes = Number(offset[3] ?? "0");
    if (hours > 18 || minutes > 59) return undefined;
    const total = (offset[1] === "-" ? -1 : 1) * (hours * 60 + minutes);
    if (total === 0) return utc;
    const iso = `${total < 0 ? "-" : "+"}${pad(hours)}:${pad(minutes)}`;
    return { id: iso, fixedOffsetMinutes: total, sqlName: `UTC${total < 0 ? "+" : "-"}${pad(hours)}:${pad(minutes)}` };
  }
  const canonical = zoneNamePattern.test(text) ? canonicalTimeZone(text) : undefined;
  if (!canonical) return undefined;
  // PostgreSQL reads the name as given; offsets are read under the runtime's own name (see canonicalTimeZone).
  return { id: canonical, fixedOffsetMinutes: null, sqlName: text };
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** Milliseconds to add to an instant to read its wall-clock time in the zone. */
export function offsetAt(zone: TimeZone, instant: number): number {
  // Fixed offsets are read here: @date-fns/tz gets the sign of `-00:30` wrong.
  if (zone.fixedOffsetMinutes !== null) return zone.fixedOffsetMinutes * 60_000;
  return zoneOffsetMs(zone.id, instant);
}

/** The wall-clock time of an instant in the zone, as milliseconds read in UTC. */
export function toWallTime(zone: TimeZone, instant: number): number {
  return instant + offsetAt(zone, instant);
}

/** The instant showing that wall-clock time in the zone (a time a clock change skips moves forward). */
export function fromWallTime(zone: TimeZone, wall: number): number {
  return zone.fixedOffsetMinutes === null ? instantAtWallTime(zone.id, wall) : wall - offsetAt(zone, wall);
}
