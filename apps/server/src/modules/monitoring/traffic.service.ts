import type { MonitoringLocation, TimeWindow, TrafficPoint } from "@ondine/domain";
import type { Database } from "../../db";
import type { Scope } from "../../scope/scope";
import { resolveSeriesTarget } from "./monitored-location.service";
import { presentTrafficPoint } from "./monitoring-series.presenter";
import type { SeriesTarget } from "./series-target";
import { rawSlotSeconds, type SeriesRead, seriesRead } from "./series-window";
import {
  findOrganismTrafficDays,
  findTrafficRollUps,
  findTrafficSamples,
  findTrafficSlots,
} from "./traffic.repository";

/**
 * Traffic series (docs/product.md#monitoring-data) of a site or of an organism's sites in production,
 * by stamp: raw samples, hourly or daily roll-ups by the window's length
 * (seriesRead). The target comes from a scoped lookup (`resolveSeriesTarget`);
 * tools (the ingest benchmark) resolve theirs with the admin's scope.
 */
export async function readTraffic(db: Database, target: SeriesTarget, asked: TimeWindow): Promise<TrafficPoint[]> {
  const { resolution, window } = seriesRead(asked);
  const rows =
    resolution === "hourly"
      ? await findTrafficRollUps(db, "traffic_hourly", target, window)
      : resolution === "daily"
        ? "organism" in target
          ? await findOrganismTrafficDays(db, target.organism, window)
          : await findTrafficRollUps(db, "traffic_daily", target, window)
        : "site" in target
          ? await findTrafficSamples(db, target.site, window)
          : await findTrafficSlots(db, target, window, rawSlotSeconds);
  return rows.map(presentTrafficPoint);
}

/** GET /api/monitoring/traffic: the location checked against the scope, then readTraffic. */
export async function getTraffic(
  db: Database,
  scope: Scope,
  location: MonitoringLocation,
  read: SeriesRead,
): Promise<TrafficPoint[]> {
  return readTraffic(db, await resolveSeriesTarget(db, scope, location), read.window);
}
