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
  if (!zoneNamePattern.test(text)) return undefined;
  try {
    formatterFor(text);
  } catch {
    return undefined;
  }
  return { id: text, fixedOffsetMinutes: null, sqlName: text };
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      era: "short",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Milliseconds to add to an instant to read its wall-clock time in the zone. */
export function offsetAt(zone: TimeZone, instant: number): number {
  if (zone.fixedOffsetMinutes !== null) return zone.fixedOffsetMinutes * 60_000;
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone.id).formatToParts(new Date(instant))) parts[part.type] = part.value;
  const year = Number(parts.year) * (parts.era === "BC" ? -1 : 1) + (parts.era === "BC" ? 1 : 0);
  const wall = Date.UTC(
    year,
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The wall-clock time of an instant in the zone, as milliseconds read in UTC. */
export function toWallTime(zone: TimeZone, instant: number): number {
  return instant + offsetAt(zone, instant);
}

/** The instant showing that wall-clock time in the zone (the earlier one when a clock change repeats it). */
export function fromWallTime(zone: TimeZone, wall: number): number {
  const first = wall - offsetAt(zone, wall);
  const second = wall - offsetAt(zone, first);
  if (first === second) return first;
  return Math.min(first, second) + offsetAt(zone, Math.min(first, second)) === wall
    ? Math.min(first, second)
    : Math.max(first, second);
}
