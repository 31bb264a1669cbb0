import type { BandwidthPoint, SpeedtestPoint, TrafficPoint } from "@ondine/domain";
import type { BandwidthRow } from "./bandwidth.repository";
import type { SpeedtestRow } from "./speedtests.repository";
import type { TrafficRow } from "./traffic.repository";

/** `stamp` (ISO 8601) and `timeline` (unix seconds) of a point: Traffic series (docs/product.md#monitoring-data). */
function pointTime(stamp: Date): { stamp: string; timeline: number } {
  return { stamp: stamp.toISOString(), timeline: Math.floor(stamp.getTime() / 1000) };
}

export function presentTrafficPoint(row: TrafficRow): TrafficPoint {
  return { ...pointTime(row.stamp), rx: row.rx, tx: row.tx, active_users: row.active_users };
}

export function presentBandwidthPoint(row: BandwidthRow): BandwidthPoint {
  return {
    ...pointTime(row.stamp),
    bandwidth_current: row.bandwidth_current,
    bandwidth_max: row.bandwidth_max,
  };
}

export function presentSpeedtestPoint(row: SpeedtestRow): SpeedtestPoint {
  return { ...pointTime(row.stamp), site_id: row.site_id, download: row.download, upload: row.upload };
}
