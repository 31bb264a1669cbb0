import type { MonitoringLocation, SpeedtestPoint, TimeWindow } from "@ondine/domain";
import type { Database } from "../../db";
import type { Scope } from "../../scope/scope";
import { resolveSeriesTarget } from "./monitored-location.service";
import { presentSpeedtestPoint } from "./monitoring-series.presenter";
import { findSpeedtests } from "./speedtests.repository";

/** The speed tests of a site or an organism's sites in production within the window. */
export async function getSpeedtests(
  db: Database,
  scope: Scope,
  location: MonitoringLocation,
  window: TimeWindow,
): Promise<SpeedtestPoint[]> {
  const target = await resolveSeriesTarget(db, scope, location);
  return (await findSpeedtests(db, target, window)).map(presentSpeedtestPoint);
}
