import type { DemoPlan, SimulatedCollector, SimulatedSite } from "./demo-plan";
import { unreachableIotDevices } from "./iot-devices";
import { conditionSlotOf, networkConditions, type SiteIncidents, siteIncidents } from "./network-conditions";
import { connectedStations, lineReadings, speedtestReading, speedtestStamps } from "./site-readings";
import { siteTraffic } from "./traffic-curves";

// The ingest API's wire format (docs/ingest.md): snake_case, ISO stamps, bits per second.

export interface TrafficItem {
  site_id: number;
  stamp: string;
  rx: number;
  tx: number;
  active_users: number;
}

export interface LineStateItem {
  site_id: number;
  line_id: string;
  name: string;
  state: string;
  bandwidth_current: number;
  bandwidth_max: number;
  stamp: string;
}

export interface EquipmentStateItem {
  site_id: number;
  mac: string;
  is_reachable: boolean;
  connected_stations: number;
  stamp: string;
}

export interface SpeedtestItem {
  site_id: number;
  stamp: string;
  download: number;
  upload: number;
}

export interface IotDeviceItem {
  site_id: number;
  mac: string;
  is_reachable: boolean;
  is_provisioned?: boolean;
  stamp: string;
}

export interface IngestBatchBody {
  batch_id: string;
  traffic: TrafficItem[];
  line_states: LineStateItem[];
  equipment_states: EquipmentStateItem[];
  speedtests: SpeedtestItem[];
  iot_devices: IotDeviceItem[];
}

/** What a collector reports for the time after `from` up to `to` (milliseconds), every `stepMs`. */
export interface ReportSpan {
  from: number;
  to: number;
  stepMs: number;
}

/** The ingest API's limit (domain ingestBatchMaxItems), with room to spare. */
const itemsPerBatch = 40_000;

/** The stamps of a span: the multiples of its step after `from`, up to `to`. */
export function spanStamps(span: ReportSpan): number[] {
  const stamps: number[] = [];
  for (let stamp = Math.floor(span.from / span.stepMs) * span.stepMs + span.stepMs; stamp <= span.to; ) {
    stamps.push(stamp);
    stamp += span.stepMs;
  }
  return stamps;
}

const iso = (stamp: number) => new Date(stamp).toISOString();

function sitesOf(plan: DemoPlan, collector: SimulatedCollector): SimulatedSite[] {
  const ids = new Set(collector.siteIds);
  return plan.sites.filter((site) => ids.has(site.siteId));
}

function incidentsCache(plan: DemoPlan): (stamp: number) => SiteIncidents {
  const known = new Map<number, SiteIncidents>();
  return (stamp) => {
    const slot = conditionSlotOf(stamp);
    const incidents = known.get(slot) ?? siteIncidents(plan, slot);
    known.set(slot, incidents);
    return incidents;
  };
}

/**
 * A collector's batches for a span: traffic and line states at every stamp
 * (the charts' history), speed tests at their hours, and the equipment's
 * reachability and stations, and the hotel sticks' and TVs' reachability,
 * as of the last stamp only (an older report would change nothing). Cut in batches the ingest accepts, oldest first.
 */
export function collectorBatches(
  plan: DemoPlan,
  collector: SimulatedCollector,
  span: ReportSpan,
  /** Sticks and TVs not to report this round: a command is at work on them. */
  busyIotDevices: ReadonlySet<string> = new Set(),
): IngestBatchBody[] {
  const sites = sitesOf(plan, collector);
  const stamps = spanStamps(span);
  const last = stamps.at(-1);
  if (sites.length === 0 || last === undefined) return [];
  const incidentsAt = incidentsCache(plan);
  const itemsPerStamp = sites.reduce((sum, site) => sum + 1 + site.lines.length, 0);
  const stampsPerBatch = Math.max(1, Math.floor(itemsPerBatch / itemsPerStamp) - 1);
  const batches: IngestBatchBody[] = [];
  for (let start = 0; start < stamps.length; start += stampsPerBatch) {
    const part = stamps.slice(start, start + stampsPerBatch);
    const batch: IngestBatchBody = {
      batch_id: `${collector.name} ${iso(part[0] ?? last)}/${iso(part.at(-1) ?? last)}`.slice(0, 100),
      traffic: [],
      line_states: [],
      equipment_states: [],
      speedtests: [],
      iot_devices: [],
    };
    for (const stamp of part) {
      const incidents = incidentsAt(stamp);
      for (const site of sites) {
        const traffic = siteTraffic(site, stamp, site.siteId === incidents.downSiteId);
        batch.traffic.push({
          site_id: site.siteId,
          stamp: iso(stamp),
          rx: traffic.rx,
          tx: traffic.tx,
          active_users: traffic.activeUsers,
        });
        for (const line of lineReadings(site, stamp, incidents)) {
          batch.line_states.push({
            site_id: site.siteId,
            line_id: line.lineId,
            name: line.name,
            state: line.state,
            bandwidth_current: line.bandwidthCurrent,
            bandwidth_max: line.bandwidthMax,
            stamp: iso(stamp),
          });
        }
      }
    }
    batches.push(batch);
  }

  const lastBatch = batches.at(-1);
  if (!lastBatch) return batches;
  const conditions = networkConditions(plan, conditionSlotOf(last));
  for (const site of sites) {
    const { activeUsers } = siteTraffic(site, last, site.siteId === conditions.downSiteId);
    const stations = connectedStations(site, activeUsers, conditions.unreachableAccessPoints);
    for (const mac of site.accessPoints) {
      lastBatch.equipment_states.push({
        site_id: site.siteId,
        mac,
        is_reachable: !conditions.unreachableAccessPoints.has(mac),
        connected_stations: stations.get(mac) ?? 0,
        stamp: iso(last),
      });
    }
    for (const mac of site.otherEquipment) {
      lastBatch.equipment_states.push({
        site_id: site.siteId,
        mac,
        is_reachable: true,
        connected_stations: 0,
        stamp: iso(last),
      });
    }
    const offIot = unreachableIotDevices(site, conditions.slot, conditions);
    for (const mac of site.iotDevices ?? []) {
      if (busyIotDevices.has(mac)) continue;
      lastBatch.iot_devices.push({ site_id: site.siteId, mac, is_reachable: !offIot.has(mac), stamp: iso(last) });
    }
    for (const stamp of speedtestStamps(site, span.from, span.to)) {
      const test = speedtestReading(site, stamp, incidentsAt(stamp));
      if (test) lastBatch.speedtests.push({ site_id: site.siteId, stamp: iso(stamp), ...test });
    }
  }
  return batches;
}
