import { type TimeWindow, type TrafficResolution, trafficResolution } from "@ondine/domain";

const hourMs = 3_600_000;

/** How a series read is made: where it reads from, over which window. */
export type SeriesRead = { resolution: TrafficResolution; window: TimeWindow };

const ceilToHour = (instant: Date) => new Date(Math.ceil(instant.getTime() / hourMs) * hourMs);

/**
 * The resolution of a window (docs/product.md#monitoring-traffic via trafficResolution: raw, hourly or
 * daily) and the window actually read. A roll-up read takes the buckets that
 * start within the window; hours and Paris days both start on whole UTC
 * hours, so raising the bounds to the next whole hour reads the same buckets,
 * and two windows a few seconds apart become one read (one cache entry).
 */
export function seriesRead(window: TimeWindow): SeriesRead {
  const resolution = trafficResolution(window);
  if (resolution === "raw") return { resolution, window };
  return { resolution, window: { startAt: ceilToHour(window.startAt), stopAt: ceilToHour(window.stopAt) } };
}

/** Raw samples summed over several series (sites, lines) are first averaged into slots of this size. */
export const rawSlotSeconds = 300;
