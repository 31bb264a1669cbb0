import {
  type DiagnosisAccessPoints,
  type DiagnosisMeasure,
  type SiteToolRun,
  type SiteToolsAnswer,
  siteToolRunSchema,
  siteToolsAnswerSchema,
} from "@ondine/domain";

export const testSiteId = 5;

/** The site's two lines: a 500 Mb/s fibre and a 100 Mb/s backup line. */
export const fibre = { id: "wan1", name: "Fibre Orange", contracted_download: 500_000_000 };
export const backup = { id: "wan2", name: "4G Bouygues", contracted_download: 100_000_000 };

/** A speed test of `line`, through the answer's schema: one the server could not send fails here. */
export function speedTestRun(
  line: { id: string; name: string; contracted_download: number | null },
  overrides: Partial<SiteToolRun> = {},
): SiteToolRun {
  return siteToolRunSchema.parse({
    id: 801,
    site_id: testSiteId,
    kind: "speed_test",
    state: "done",
    line,
    requested_by: "Claire Martin",
    created_at: "2026-11-22T13:05:00.000Z",
    finished_at: "2026-11-22T13:06:10.000Z",
    failure: null,
    // 372 Mb/s of 500: 74 %, within the correction's margin.
    speed_test: { download: 372_000_000, upload: 94_500_000, latency_ms: 12, jitter_ms: 2, server: "Paris" },
    diagnosis: null,
    ...overrides,
  });
}

/** Every port answers, 20 pings sent, none lost. */
export function healthyMeasure(overrides: Partial<DiagnosisMeasure> = {}): DiagnosisMeasure {
  return {
    checks: [
      { name: "dns", port: 53, target: "1.1.1.1", reachable: true, latency_ms: 11, error: null },
      { name: "http", port: 80, target: "example.net", reachable: true, latency_ms: 24, error: null },
      { name: "https", port: 443, target: "example.net", reachable: true, latency_ms: 31, error: null },
    ],
    ping: { target: "8.8.8.8", sent: 20, lost: 0, average_ms: 18 },
    ...overrides,
  };
}

export const allReachable: DiagnosisAccessPoints = { total: 14, unreachable: 0, unreachable_places: [] };

/** A diagnosis, done unless told, through the answer's schema. */
export function diagnosisRun(
  measure: DiagnosisMeasure = healthyMeasure(),
  accessPoints: DiagnosisAccessPoints = allReachable,
  overrides: Partial<SiteToolRun> = {},
): SiteToolRun {
  return siteToolRunSchema.parse({
    id: 901,
    site_id: testSiteId,
    kind: "diagnosis",
    state: "done",
    line: null,
    requested_by: "Claire Martin",
    created_at: "2026-11-22T13:10:00.000Z",
    finished_at: "2026-11-22T13:10:40.000Z",
    failure: null,
    speed_test: null,
    diagnosis: { ...measure, access_points: accessPoints },
    ...overrides,
  });
}

/** GET /monitoring/sites/{id}/tools: the two lines (up) with their tests, and the site's diagnoses. */
export function toolsAnswer({
  fibreTests = [],
  backupTests = [],
  diagnoses = [],
}: {
  fibreTests?: SiteToolRun[];
  backupTests?: SiteToolRun[];
  diagnoses?: SiteToolRun[];
} = {}): SiteToolsAnswer {
  return siteToolsAnswerSchema.parse({
    site_id: testSiteId,
    lines: [
      { ...fibre, state: "ok", speed_tests: fibreTests },
      { ...backup, state: "unreachable", speed_tests: backupTests },
    ],
    diagnoses,
  });
}
