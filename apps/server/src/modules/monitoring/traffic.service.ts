import type { MonitoringLocation, TrafficPoint } from "@ondine/domain";
import type { Database } from "../../db";
import { presentTrafficPoint } from "../../presenters/monitoring-series";
import type { Scope } from "../../scope/scope";
import { resolveMonitoredLocation } from "./monitored-location.service";
import { type SeriesTarget, seriesTargetOf } from "./series-target";
import { rawSlotSeconds, type SeriesRead, seriesRead } from "./series-window";
import {
  findOrganismTrafficDays,
  findTrafficRollUps,
  findTrafficSamples,
  findTrafficSlots,
} from "./traffic.repository";

export type TrafficReadOptions = {
  /** Exactly one of organismId and siteId. */
  organismId?: number;
  siteId?: number;
  startAt: Date;
  stopAt: Date;
};

function targetOf(options: TrafficReadOptions): SeriesTarget {
  if ((options.siteId === undefined) === (options.organismId === undefined)) {
    throw new TypeError("readTraffic needs exactly one of siteId and organismId");
  }
  return options.siteId !== undefined ? { siteId: options.siteId } : { organismId: options.organismId as number };
}

/**
 * SPEC §3 "Traffic series" of a site or of an organism's sites in production,
 * by stamp: raw samples, hourly or daily roll-ups by the window's length
 * (seriesRead). No scope check: GET /api/monitoring/traffic checks it before,
 * and tools (the ingest benchmark) call this directly.
 */
export async function readTraffic(db: Database, options: TrafficReadOptions): Promise<TrafficPoint[]> {
  const target = targetOf(options);
  const { resolution, window } = seriesRead({ startAt: options.startAt, stopAt: options.stopAt });
  const rows =
    resolution === "hourly"
      ? await findTrafficRollUps(db, "traffic_hourly", target, window)
      : resolution === "daily"
        ? "organismId" in target
          ? await findOrganismTrafficDays(db, target.organismId, window)
          : await findTrafficRollUps(db, "traffic_daily", target, window)
        : "siteId" in target
          ? await findTrafficSamples(db, target.siteId, window)
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
  const target = seriesTargetOf(await resolveMonitoredLocation(db, scope, location));
  return readTraffic(db, { ...target, ...read.window });
}
