import type { DemoPlan, SimulatedCollector, SimulatedSite } from "./demo-plan";
import { unitNoise } from "./noise";
import { parisClock } from "./paris-clock";

// The casting dashboard: what a hotel room's streaming stick casts.
// A pure function of the stick and the hour, so the seed's history and the
// simulator's live rounds draw the same casts (a refilled gap re-sends the
// same ones: the ingest keeps each once, on `(serial, stamp)`).

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** The apps guests cast in a French hotel room, with their weights (most cast first). */
export const castApps: readonly (readonly [app: string, weight: number])[] = [
  ["Netflix", 30],
  ["YouTube", 24],
  ["Prime Video", 10],
  ["Disney+", 9],
  ["Spotify", 7],
  ["Canal+", 5],
  ["Molotov", 4],
  ["Deezer", 3],
  ["Twitch", 3],
  ["Apple TV", 2],
  ["France.tv", 2],
  ["Arte", 1],
];
const totalAppWeight = castApps.reduce((sum, [, weight]) => sum + weight, 0);

/**
 * When a room casts, Paris hour by hour: the evening above all, a little in
 * the morning before breakfast, almost nothing at night or while the guests
 * are out.
 */
const hourShape = [
  0.35, 0.12, 0.04, 0.02, 0.02, 0.02, 0.08, 0.35, 0.4, 0.2, 0.08, 0.06, 0.1, 0.12, 0.1, 0.1, 0.15, 0.3, 0.55, 0.85, 1,
  1, 0.9, 0.65,
];
const totalHourShape = hourShape.reduce((sum, share) => sum + share, 0);

/** Casts a day of an occupied room whose guests cast as the average ones do. */
export const castsPerOccupiedDay = 2.6;

/** The share of days a room is occupied and its guests use the stick at all. */
export const castingDayShare = 0.62;

// The Paris hour of each UTC hour, looked up once for every stick: the seed
// draws 60 days of 13,000 sticks' hours at the large scale.
const wallHours = new Map<number, number>();

function wallHourOf(hour: number): number {
  let wallHour = wallHours.get(hour);
  if (wallHour === undefined) {
    wallHour = Math.floor(parisClock(hour).hour);
    if (wallHours.size > 100_000) wallHours.clear();
    wallHours.set(hour, wallHour);
  }
  return wallHour;
}

/** A stable number for a serial, to draw its casts with `unitNoise`. */
function serialNumber(serial: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < serial.length; index += 1) {
    hash = Math.imul(hash ^ serial.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash;
}

/** How much a stick casts compared with the average: most near it, a few rooms (suites, families) far above. */
export function stickBusyness(serial: string): number {
  const draw = unitNoise(serialNumber(serial), 17);
  return draw > 0.9 ? 2.4 + 2 * (draw - 0.9) : 0.4 + draw;
}

function appOf(draw: number): string {
  let left = draw * totalAppWeight;
  for (const [app, weight] of castApps) {
    left -= weight;
    if (left < 0) return app;
  }
  return castApps[0]?.[0] ?? "Netflix";
}

/** A cast of a stick: the app and when (milliseconds). */
export interface StickCast {
  app: string;
  stamp: number;
}

/**
 * The casts of a stick in `(from, to]` (milliseconds), oldest first. Each
 * hour draws its own casts, at distinct seconds of the hour, so a stick
 * never casts twice at one stamp.
 */
export function stickCasts(serial: string, from: number, to: number): StickCast[] {
  const stick = serialNumber(serial);
  const busyness = stickBusyness(serial);
  const casts: StickCast[] = [];
  let occupiedDay = Number.NaN;
  let occupied = false;
  for (let hour = Math.floor(from / hourMs) * hourMs; hour <= to; hour += hourMs) {
    const wallHour = wallHourOf(hour);
    // The Paris day's number: its midnight is 21 to 24 h UTC of the day before (rounded up), or 0 h.
    const day = Math.round((hour - wallHour * hourMs) / dayMs);
    if (day !== occupiedDay) {
      occupiedDay = day;
      occupied = unitNoise(stick, day, 3) < castingDayShare;
    }
    if (!occupied) continue;
    const slot = hour / hourMs;
    const share = hourShape[wallHour] ?? 0;
    const expected = (castsPerOccupiedDay * busyness * share) / totalHourShape;
    const count = Math.floor(expected + unitNoise(stick, slot, 5));
    for (let index = 0; index < count; index += 1) {
      const second = Math.floor(((index + unitNoise(stick, slot, 7, index)) * 3600) / count);
      const stamp = hour + second * 1000;
      if (stamp > from && stamp <= to) casts.push({ app: appOf(unitNoise(stick, slot, 11, index)), stamp });
    }
  }
  return casts;
}

/** A cast as the ingest's `casts` section takes it (docs/ingest.md). */
export interface CastItem {
  site_id: number;
  serial: string;
  app: string;
  stamp: string;
}

/** The casts of every stick of a collector's sites in `(from, to]`, oldest first. */
export function collectorCasts(plan: DemoPlan, collector: SimulatedCollector, from: number, to: number): CastItem[] {
  const siteIds = new Set(collector.siteIds);
  const items: CastItem[] = [];
  for (const site of plan.sites.filter((candidate) => siteIds.has(candidate.siteId))) {
    items.push(...siteCasts(site, from, to));
  }
  return items.sort((a, b) => (a.stamp < b.stamp ? -1 : a.stamp > b.stamp ? 1 : 0));
}

function siteCasts(site: SimulatedSite, from: number, to: number): CastItem[] {
  return (site.sticks ?? []).flatMap((serial) =>
    stickCasts(serial, from, to).map((cast) => ({
      site_id: site.siteId,
      serial,
      app: cast.app,
      stamp: new Date(cast.stamp).toISOString(),
    })),
  );
}

/**
 * A stick replaced: the site's stick of `oldSerial` is now the spare of
 * `newSerial` (the server gives the device the spare's serial), so the next
 * rounds cast on the new one. Changes the plan in place, as
 * `replaceIotDeviceInPlan` does for the MACs.
 */
export function replaceStickInPlan(plan: DemoPlan, siteId: number, oldSerial: string, newSerial: string): void {
  const site = plan.sites.find((candidate) => candidate.siteId === siteId);
  if (!site?.sticks?.includes(oldSerial)) return;
  site.sticks = [...site.sticks.filter((serial) => serial !== oldSerial && serial !== newSerial), newSerial].sort();
}
