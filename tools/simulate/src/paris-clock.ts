import { calendarDayOf, productTimeZone, startOfCalendarDay, zoneOffsetMs } from "@ondine/domain";

const hourMs = 3_600_000;

/** The wall clock of an instant in Paris: what the curves of a French site follow. */
export interface ParisClock {
  /** Hour of the day with its fraction: 21.5 is half past nine in the evening. */
  hour: number;
  /** 0 for Sunday to 6 for Saturday. */
  weekday: number;
  /** 0 for January to 11 for December. */
  month: number;
  /** 1 to 31. */
  day: number;
}

// Paris changes offset only on the hour: one look-up per UTC hour, however
// many samples a backfill draws in it.
const offsets = new Map<number, number>();

function parisOffsetMs(hourIndex: number): number {
  const known = offsets.get(hourIndex);
  if (known !== undefined) return known;
  const offset = zoneOffsetMs(productTimeZone, hourIndex * hourMs);
  if (offsets.size > 100_000) offsets.clear();
  offsets.set(hourIndex, offset);
  return offset;
}

export function parisClock(instant: Date | number): ParisClock {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  const wall = new Date(ms + parisOffsetMs(Math.floor(ms / hourMs)));
  return {
    hour: wall.getUTCHours() + wall.getUTCMinutes() / 60 + wall.getUTCSeconds() / 3600,
    weekday: wall.getUTCDay(),
    month: wall.getUTCMonth(),
    day: wall.getUTCDate(),
  };
}

/** The instant of midnight, Paris time, that starts the Paris day of `instant` (the daily roll-ups' bucket). */
export function parisDayStart(instant: number): number {
  return startOfCalendarDay(calendarDayOf(new Date(instant))).getTime();
}
