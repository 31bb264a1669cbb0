import type { BandwidthPoint, MonitoringLocation } from "@ondine/domain";
import type { Database } from "../../db";
import type { Scope } from "../../scope/scope";
import { findBandwidthBuckets } from "./bandwidth.repository";
import { resolveSeriesTarget } from "./monitored-location.service";
import { presentBandwidthPoint } from "./monitoring-series.presenter";
import { rawSlotSeconds, type SeriesRead } from "./series-window";

/** The lines' bandwidth of a site or an organism's sites in production, summed per bucket. */
export async function getBandwidth(
  db: Database,
  scope: Scope,
  location: MonitoringLocation,
  read: SeriesRead,
): Promise<BandwidthPoint[]> {
  const target = await resolveSeriesTarget(db, scope, location);
  const rows = await findBandwidthBuckets(db, target, read.window, read.resolution, rawSlotSeconds);
  return rows.map(presentBandwidthPoint);
}
