import type { SpeedtestPoint } from "@ondine/domain";

/** Whether the tests come from more than one site (an organism's). */
export function hasSeveralSites(points: readonly SpeedtestPoint[]): boolean {
  return new Set(points.map((point) => point.site_id)).size > 1;
}

/**
 * An organism's speed tests as the average download of each day (the
 * viewer's days), placed at noon: one point per day reads clearly where the
 * tests of many sites, interleaved, would zigzag.
 */
export function speedtestDailyAverage(points: readonly SpeedtestPoint[]): [number, number][] {
  const days = new Map<number, { sum: number; count: number }>();
  for (const point of points) {
    const noon = new Date(point.stamp);
    noon.setHours(12, 0, 0, 0);
    const day = days.get(noon.getTime()) ?? { sum: 0, count: 0 };
    day.sum += point.download;
    day.count += 1;
    days.set(noon.getTime(), day);
  }
  return [...days.entries()].sort(([a], [b]) => a - b).map(([noon, { sum, count }]) => [noon, sum / count]);
}
