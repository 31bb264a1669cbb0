import type { HistogramInterval } from "../dsl/ast";
import { addUnitsWall, startOfUnitWall } from "../dsl/calendar";
import { fromWallTime, type TimeZone, toWallTime } from "../dsl/time-zone";

/** The bucket key (start instant) holding an instant, as the SQL of agg-level.ts computes it. */
export function histogramKeyOf(instant: number, interval: HistogramInterval, zone: TimeZone): number {
  const wall = toWallTime(zone, instant);
  if (interval.kind === "calendar") return fromWallTime(zone, startOfUnitWall(wall, interval.unit));
  const start = Math.floor(wall / interval.milliseconds) * interval.milliseconds;
  return fromWallTime(zone, start);
}

/** The key of the bucket after this one. */
export function nextHistogramKey(key: number, interval: HistogramInterval, zone: TimeZone): number {
  const wall = toWallTime(zone, key);
  const next = interval.kind === "calendar" ? addUnitsWall(wall, interval.unit, 1) : wall + interval.milliseconds;
  const instant = fromWallTime(zone, next);
  // A clock change can map two walls to one instant: always move forward.
  return instant > key ? instant : key + (interval.kind === "fixed" ? interval.milliseconds : 3_600_000);
}

/**
 * Every bucket key from the first to the last (min_doc_count 0 fills the gaps
 * with empty buckets), or undefined past `limit` keys.
 */
export function histogramKeysBetween(
  first: number,
  last: number,
  interval: HistogramInterval,
  zone: TimeZone,
  limit: number,
): number[] | undefined {
  const keys: number[] = [];
  for (let key = first; key <= last; key = nextHistogramKey(key, interval, zone)) {
    keys.push(key);
    if (keys.length > limit) return undefined;
  }
  return keys;
}
