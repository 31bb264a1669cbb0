import { productTimeZone } from "../dates/calendar-day";
import { wallTimeIn } from "../dates/zoned-time";
import { roundToOneDecimal } from "./statistics-numbers";

/** A point of the traffic timeline ("reads timeline, active_users", docs/product.md#statistics-overview). */
export interface TrafficTimelinePoint {
  /** Unix seconds. */
  timeline: number;
  active_users: number;
}

/** docs/product.md#statistics-overview: the hour-of-day chart's ticks. */
export const hourOfDayTicks = [2, 7, 12, 17, 22] as const;

/** docs/product.md#statistics-limits: the hour-of-day average is hidden when the timeline's step is above an hour. */
export const hourOfDayMaxStepSeconds = 3600;

/** The timeline's step: the smallest gap between two consecutive points, in seconds; undefined under two points. */
export function timelineStep(points: readonly TrafficTimelinePoint[]): number | undefined {
  let step: number | undefined;
  for (let index = 1; index < points.length; index += 1) {
    const gap = (points[index] as TrafficTimelinePoint).timeline - (points[index - 1] as TrafficTimelinePoint).timeline;
    if (gap > 0 && (step === undefined || gap < step)) step = gap;
  }
  return step;
}

/** Whether the hour-of-day average can be drawn: points at most an hour apart. */
export function isHourOfDayAverageShown(points: readonly TrafficTimelinePoint[]): boolean {
  const step = timelineStep(points);
  return step !== undefined && step <= hourOfDayMaxStepSeconds;
}

/** A weekday (0 Monday .. 6 Sunday) or an hour (0 .. 23) with its average active users; null when no point fell in it. */
export interface AverageSlot {
  slot: number;
  average: number | null;
}

function averageBySlot(
  points: readonly TrafficTimelinePoint[],
  slots: number,
  slotOf: (wallMs: number) => number,
  timeZone: string,
): AverageSlot[] {
  const sums = new Array<number>(slots).fill(0);
  const counts = new Array<number>(slots).fill(0);
  for (const point of points) {
    const slot = slotOf(wallTimeIn(timeZone, point.timeline * 1000));
    sums[slot] = (sums[slot] as number) + point.active_users;
    counts[slot] = (counts[slot] as number) + 1;
  }
  return sums.map((sum, slot) => {
    const count = counts[slot] as number;
    return { slot, average: count === 0 ? null : roundToOneDecimal(sum / count) };
  });
}

/** Average active users by weekday, Monday first, in the product's time zone ("average per weekday", docs/product.md#statistics-overview). */
export function averageUsersByWeekday(
  points: readonly TrafficTimelinePoint[],
  timeZone: string = productTimeZone,
): AverageSlot[] {
  // getUTCDay of a wall time: 0 is Sunday; Monday first as a European week.
  return averageBySlot(points, 7, (wall) => (new Date(wall).getUTCDay() + 6) % 7, timeZone);
}

/** Average active users by hour of the day, 0 to 23, in the product's time zone ("average per hour of day", docs/product.md#statistics-overview). */
export function averageUsersByHourOfDay(
  points: readonly TrafficTimelinePoint[],
  timeZone: string = productTimeZone,
): AverageSlot[] {
  return averageBySlot(points, 24, (wall) => new Date(wall).getUTCHours(), timeZone);
}
