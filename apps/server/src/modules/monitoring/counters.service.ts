import type { MonitoringCounters, MonitoringLocation } from "@ondine/domain";
import type { Database } from "../../db";
import type { Scope } from "../../scope/scope";
import { type CountersRow, countSitesEquipment } from "./counters.repository";
import { resolveMonitoredLocation } from "./monitored-location.service";
import { findMonitoredSitesInScope } from "./monitored-locations.repository";

/** The overview tiles of a site, or of an organism's sites in production. */
export async function getMonitoringCounters(
  db: Database,
  scope: Scope,
  location: MonitoringLocation,
): Promise<MonitoringCounters> {
  const monitored = await resolveMonitoredLocation(db, scope, location);
  return presentCounters(await countSitesEquipment(db, monitored.sites));
}

function presentCounters(row: CountersRow): MonitoringCounters {
  return {
    accesspoint_ok: row.access_point_ok,
    accesspoint_total: row.access_point_total,
    accesspoint_not_supervised: row.access_point_not_supervised,
    connected_devices: row.connected_devices,
    line_ok: row.line_ok,
    line_total: row.line_total,
    bandwidth_current: row.bandwidth_current,
    bandwidth_max: row.bandwidth_max,
    traffic_rx: row.traffic_rx,
  };
}

/** `GET /monitoring/counters/all`: the overview tiles of every site in production of the caller's scope. */
export async function getMonitoringCountersOfScope(db: Database, scope: Scope): Promise<MonitoringCounters> {
  return presentCounters(await countSitesEquipment(db, await findMonitoredSitesInScope(db, scope)));
}
