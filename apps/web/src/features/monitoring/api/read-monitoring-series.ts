import type { TimeWindow } from "@ondine/domain";
import type { z } from "zod";
import { apiCall } from "../../../api/client";
import { monitoringLocationQuery } from "../../../api/monitoring-location-query";
import type { MonitoringLocation } from "../monitoring-location";

/** A chart's points and the window they were asked for (the chart's time axis). */
export interface MonitoringSeries<Point> {
  window: TimeWindow;
  points: Point[];
}

const toUnixSeconds = (instant: Date) => Math.floor(instant.getTime() / 1000);

/**
 * GET one of the monitoring time series over a window (`start_at`, `stop_at`
 * in unix seconds). docs/product.md#errors: a chart whose data fails logs the failure and
 * shows empty data, so a failure answers no points rather than an error.
 */
export async function readMonitoringSeries<Point>(
  path: string,
  answer: z.ZodType<Point[]>,
  location: MonitoringLocation,
  window: TimeWindow,
  signal?: AbortSignal,
): Promise<MonitoringSeries<Point>> {
  try {
    const points = await apiCall("GET", path, answer, {
      query: {
        ...monitoringLocationQuery(location),
        start_at: toUnixSeconds(window.startAt),
        stop_at: toUnixSeconds(window.stopAt),
      },
      signal,
    });
    return { window, points };
  } catch (error) {
    // A query cancelled because the screen moved on is not a failure to report.
    if (signal?.aborted) throw error;
    console.error(`Monitoring: ${path} could not be read; the chart shows no data.`, error);
    return { window, points: [] };
  }
}
