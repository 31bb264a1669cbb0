import {
  type AccessPointRow,
  type AvailabilityHistoryAnswer,
  availabilityHistoryAnswerSchema,
  type BandwidthPoint,
  type MonitoringCounters,
  type SiteStatusAnswer,
  type SpeedtestPoint,
  type TrafficPoint,
} from "@ondine/domain";
import { organismLocationDocuments } from "../../../testing/location-documents";
import type { MockAnswer } from "../../../testing/mock-api";
import type { MaintenanceEventDocument } from "../api/find-maintenance-events";
import type { MaintenanceInterventionDocument } from "../api/find-maintenance-interventions";

/** A healthy site's status, reported two minutes before `now`. */
export function siteStatus(overrides: Partial<SiteStatusAnswer> = {}, now = new Date()): SiteStatusAnswer {
  return {
    line_ok: 2,
    line_unreachable: 0,
    line_inactive: 0,
    line_disconnected: 0,
    accesspoint_ok: 12,
    accesspoint_unreachable: 2,
    connected_devices: 87,
    active_users: 31,
    speedtest: 412_000_000,
    traffic_rx: 48_200_000,
    bandwidth_rx: 48_200_000,
    bandwith_max: 500_000_000,
    bandwith_current: 410_000_000,
    last_full_refresh: new Date(now.getTime() - 120_000).toISOString(),
    level_since: new Date(now.getTime() - 86_400_000).toISOString(),
    available_level: "up",
    available_reason: null,
    muted: false,
    ...overrides,
  };
}

export function counters(overrides: Partial<MonitoringCounters> = {}): MonitoringCounters {
  return {
    accesspoint_ok: 12,
    accesspoint_total: 14,
    accesspoint_not_supervised: 3,
    connected_devices: 87,
    line_ok: 2,
    line_total: 2,
    bandwidth_current: 410_000_000,
    bandwidth_max: 500_000_000,
    traffic_rx: 41_000_000,
    ...overrides,
  };
}

const hourMs = 3_600_000;

/** Hourly traffic over the last `hours` hours, ending an hour before now. */
export function trafficPoints(hours = 3, now = new Date()): TrafficPoint[] {
  return Array.from({ length: hours }, (_, index) => {
    const at = new Date(now.getTime() - (hours - index) * hourMs);
    return {
      stamp: at.toISOString(),
      timeline: Math.floor(at.getTime() / 1000),
      rx: 10_000_000 * (index + 1) + 2_345_678,
      tx: 1_000_000 * (index + 1) + 123_456,
      active_users: 10 + index,
    };
  });
}

export function bandwidthPoints(now = new Date()): BandwidthPoint[] {
  return [2, 1].map((hoursBefore) => {
    const at = new Date(now.getTime() - hoursBefore * hourMs);
    return {
      stamp: at.toISOString(),
      timeline: Math.floor(at.getTime() / 1000),
      bandwidth_current: 380_000_000 + hoursBefore,
      bandwidth_max: 500_000_000,
    };
  });
}

export function speedtestPoints(now = new Date()): SpeedtestPoint[] {
  return [48, 24].map((hoursBefore, index) => {
    const at = new Date(now.getTime() - hoursBefore * hourMs);
    return {
      stamp: at.toISOString(),
      timeline: Math.floor(at.getTime() / 1000),
      site_id: 5,
      download: 400_000_000 + index * 12_000_000,
      upload: 90_000_000,
    };
  });
}

export function accessPoint(overrides: Partial<AccessPointRow> = {}): AccessPointRow {
  return {
    site_id: 5,
    site_name: "Hôtel Belle Escale Nantes",
    building_uuid: "b-1",
    building_name: "Bâtiment A",
    floor_uuid: "f-1",
    floor_name: "RDC",
    model: "AP-305",
    tag: "Hall",
    mac: "aa:bb:cc:00:00:01",
    is_reachable: true,
    state: "reachable",
    muted: false,
    last_seen: null,
    down_since: null,
    ...overrides,
  };
}

/** The search proxy's answer holding these documents (docs/search.md). */
export function searchAnswer<Source extends { id: number }>(sources: Source[], total = sources.length) {
  return {
    status: 200,
    body: {
      took: 1,
      timed_out: false,
      hits: {
        total: { value: total, relation: "eq" },
        max_score: null,
        hits: sources.map((source) => ({ _index: "test", _id: String(source.id), _score: null, _source: source })),
      },
    },
  };
}

export function maintenanceEvent(overrides: Partial<MaintenanceEventDocument> = {}): MaintenanceEventDocument {
  return {
    id: 41,
    kind: "incident",
    state: "opened",
    criticality: "major",
    responsibility: "provider",
    typology: "network",
    ticket_id: "TCK-2291",
    description: "Coupure de la ligne fibre principale",
    cause: "Travaux de voirie",
    opened_at: "2026-11-20T08:15:00.000Z",
    closed_at: null,
    site_id: 5,
    site_name: "Hôtel Belle Escale Nantes",
    organism_id: 7,
    organism_name: "Hôtels Belle Escale",
    interventions_count: 2,
    ...overrides,
  };
}

export function maintenanceIntervention(
  overrides: Partial<MaintenanceInterventionDocument> = {},
): MaintenanceInterventionDocument {
  return {
    id: 91,
    event_id: 41,
    intervention_date: "2026-11-21T09:00:00.000Z",
    state: "planned",
    typology: "onsite",
    hotspot: "HS-NTE-01",
    site_id: 5,
    site_name: "Hôtel Belle Escale Nantes",
    organism_id: 7,
    organism_name: "Hôtels Belle Escale",
    ...overrides,
  };
}

interface TestSite {
  id: number;
  name: string;
}

const testOrganism = { id: 7, name: "Hôtels Belle Escale" };
const testSites: TestSite[] = [
  { id: 5, name: "Hôtel Belle Escale Nantes" },
  { id: 6, name: "Hôtel Belle Escale Rennes" },
  { id: 8, name: "Hôtel Belle Escale Vannes" },
];

/**
 * The search proxy's locations index for the test user: the header's list of
 * the caller's locations (organism 7 and its sites 5, 6, 8), or an
 * organism's production sites when the AP list asks for them.
 */
export function locationsSearchAnswers(productionSites: TestSite[] = testSites): Record<string, MockAnswer> {
  return {
    "POST /es_proxy/locations/_search": (call) => {
      const isProductionSitesSearch = JSON.stringify(call.body).includes(`{"term":{"organism_id":${testOrganism.id}}}`);
      if (isProductionSitesSearch) return searchAnswer(productionSites);
      return searchAnswer(organismLocationDocuments(testOrganism, testSites));
    },
  };
}

/**
 * `GET /monitoring/sites/{id}/availability?months=3` through its schema: up
 * from before the period, down a day in September, then a week of silent
 * mode in October; November not measured yet.
 */
export function availabilityHistory(overrides: Partial<AvailabilityHistoryAnswer> = {}): AvailabilityHistoryAnswer {
  return availabilityHistoryAnswerSchema.parse({
    site_id: 5,
    from: "2026-09-01T00:00:00.000+02:00",
    to: "2026-12-01T00:00:00.000+01:00",
    events: [
      { at: "2026-08-20T08:00:00.000Z", level: "up", reason: null, muted: false },
      { at: "2026-09-15T08:00:00.000Z", level: "down", reason: "noLine", muted: false },
      { at: "2026-09-16T08:00:00.000Z", level: "up", reason: null, muted: false },
      { at: "2026-10-05T06:00:00.000Z", level: "down", reason: "stale", muted: true },
      { at: "2026-10-12T06:00:00.000Z", level: "up", reason: null, muted: false },
    ],
    months: [
      { month: "2026-09", ratio: 0.98765, down_seconds: 43_200, measured_seconds: 3_369_600 },
      { month: "2026-10", ratio: 1, down_seconds: 0, measured_seconds: 2_894_400 },
      { month: "2026-11", ratio: null, down_seconds: 0, measured_seconds: 0 },
    ],
    ...overrides,
  });
}
