import { productTimeZone } from "@ondine/domain";

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

const offsetFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: productTimeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
});

// Paris changes offset only on the hour: one Intl call per UTC hour, however
// many samples a backfill draws in it.
const offsets = new Map<number, number>();

function parisOffsetMs(hourIndex: number): number {
  const known = offsets.get(hourIndex);
  if (known !== undefined) return known;
  const parts = Object.fromEntries(
    offsetFormat.formatToParts(new Date(hourIndex * hourMs)).map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour));
  const offset = wall - hourIndex * hourMs;
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

const dayMs = 24 * hourMs;

/** The instant of midnight, Paris time, that starts the Paris day of `instant` (the daily roll-ups' bucket). */
export function parisDayStart(instant: number): number {
  const localMidnight = Math.floor((instant + parisOffsetMs(Math.floor(instant / hourMs))) / dayMs) * dayMs;
  // The offset in force at midnight, which a clock change later that day does not move.
  const guess = localMidnight - parisOffsetMs(Math.floor(instant / hourMs));
  return localMidnight - parisOffsetMs(Math.floor(guess / hourMs));
}
