import type { OrganismKind } from "@ondine/domain";
import type { Random } from "./prng";

export const hourMs = 3_600_000;
export const dayMs = 24 * hourMs;

/** How busy each month is (January first): campsites live in summer, residences at the start of term. */
const monthlyActivity: Readonly<Record<OrganismKind, readonly number[]>> = {
  hotel_chain: [0.7, 0.75, 0.85, 0.95, 1, 1.05, 1.2, 1.25, 1, 0.95, 0.8, 0.9],
  student_residence: [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.2, 0.5, 1.6, 1.2, 0.9, 0.6],
  campsite: [0.05, 0.05, 0.1, 0.4, 0.7, 1.2, 2, 2, 0.8, 0.2, 0.05, 0.05],
  office: [0.9, 1, 1, 1, 0.95, 0.9, 0.6, 0.4, 1, 1, 1, 0.8],
};

/** Paris hours (UTC+1 is close enough for a demo) when guests arrive and staff make codes. */
const hourlyActivity: readonly (readonly [number, number])[] = Array.from({ length: 24 }, (_, hour) => [
  hour,
  hour < 7 ? 0.2 : hour < 9 ? 1 : hour < 12 ? 2 : hour < 14 ? 1.5 : hour < 18 ? 2 : hour < 22 ? 2.5 : 0.8,
]);

/**
 * A moment in the `days` before `now`, as busy as the season and the hour of
 * day make it for that kind of customer, to the millisecond.
 */
export function seasonalMoment(random: Random, now: Date, kind: OrganismKind, days: number): Date {
  const months = monthlyActivity[kind];
  const busiest = Math.max(...months);
  for (;;) {
    const day = new Date(now.getTime() - random.int(0, days - 1) * dayMs);
    const activity = months[day.getUTCMonth()] ?? 0;
    if (random.next() * busiest >= activity) continue;
    const hour = random.weighted(hourlyActivity);
    const moment =
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - 1) + random.int(0, hourMs - 1);
    if (moment <= now.getTime()) return new Date(moment);
  }
}

/** `moment` plus up to `maxMs`, never after `now`; undefined when even the start is after it. */
export function laterMoment(random: Random, moment: Date, minMs: number, maxMs: number, now: Date): Date | undefined {
  const later = moment.getTime() + random.int(minMs, maxMs);
  return later <= now.getTime() ? new Date(later) : undefined;
}
