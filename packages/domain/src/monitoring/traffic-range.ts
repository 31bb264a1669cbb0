/** docs/product.md#monitoring-traffic: the traffic card's ranges (default day). */
export const trafficRanges = ["day", "month", "year"] as const;
export type TrafficRange = (typeof trafficRanges)[number];

export interface TimeWindow {
  startAt: Date;
  stopAt: Date;
}

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/**
 * Traffic ranges (docs/product.md#monitoring-traffic): day is the last 24 hours (stop one hour ahead),
 * month the last 31 days (stop one day ahead), year the last 12 months.
 */
export function trafficRangeWindow(range: TrafficRange, now: Date): TimeWindow {
  const at = now.getTime();
  switch (range) {
    case "day":
      return { startAt: new Date(at - dayMs), stopAt: new Date(at + hourMs) };
    case "month":
      return { startAt: new Date(at - 31 * dayMs), stopAt: new Date(at + dayMs) };
    case "year": {
      const startAt = new Date(at);
      startAt.setUTCFullYear(startAt.getUTCFullYear() - 1);
      return { startAt, stopAt: new Date(at) };
    }
  }
}

/** Where a traffic read comes from: raw samples, hourly or daily roll-ups. */
export type TrafficResolution = "raw" | "hourly" | "daily";

/** Raw samples up to 2 days, hourly roll-ups up to 62 days, daily beyond: a year of an organism reads roll-ups. */
export function trafficResolution(window: TimeWindow): TrafficResolution {
  const span = window.stopAt.getTime() - window.startAt.getTime();
  if (span <= 2 * dayMs) return "raw";
  return span <= 62 * dayMs ? "hourly" : "daily";
}
