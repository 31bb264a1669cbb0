import { type CollectorSiteTool, diagnosisVerdict, speedTestReading } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import type { DemoPlan } from "./demo-plan";
import { conditionSlotMs, siteIncidents } from "./network-conditions";
import { simulatedHotel } from "./simulated-site-fixtures";
import { runSiteTool } from "./site-tools";

const mbps = (value: number) => value * 1_000_000;

/** Three hotels with a fibre and an ADSL line and a few access points: one down, one degraded, one fine. */
const plan: DemoPlan = {
  sites: [7, 8, 9].map((siteId) =>
    simulatedHotel(siteId, {
      accessPoints: [1, 2, 3, 4].map((index) => `02:40:00:00:0${siteId}:0${index}`),
      lines: [
        { lineId: "adsl-1", name: "ADSL secours", bandwidthMax: mbps(20) },
        { lineId: "fibre-1", name: "Fibre", bandwidthMax: mbps(500) },
      ],
    }),
  ),
  collectors: [{ name: "simulated: Hôtels du Lac", siteIds: [7, 8, 9] }],
};

/** An instant whose degraded site is degraded `by`, and the three sites' roles then. */
function momentWhere(by: "bandwidth" | "access_points") {
  for (let slot = 2_000_000; slot < 2_000_000 + 12 * 200; slot += 12) {
    const incidents = siteIncidents(plan, slot);
    if (incidents.degradation !== by || incidents.downSiteId === null || incidents.degradedSiteId === null) continue;
    const fine = plan.sites.find(
      (site) => site.siteId !== incidents.downSiteId && site.siteId !== incidents.degradedSiteId,
    );
    if (!fine) continue;
    return {
      now: slot * conditionSlotMs + 1_000,
      down: incidents.downSiteId,
      degraded: incidents.degradedSiteId,
      fine: fine.siteId,
    };
  }
  throw new Error(`no moment with a site degraded by ${by}`);
}

const speedTest = (lineId: string): CollectorSiteTool => ({
  run_id: 1,
  kind: "speed_test",
  line_id: lineId,
  ports: null,
  pings: null,
});
const diagnosis = (pings = 20): CollectorSiteTool => ({
  run_id: 2,
  kind: "diagnosis",
  line_id: null,
  ports: [53, 80, 443],
  pings,
});

/** A seeded draw, so each run of the test sees the same figures. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

describe("the simulated site tools (docs/site-tools.md#commands)", () => {
  it("measures a line of a fine site at 55 to 95 % of its contracted rate, with a smaller upload and 8 to 40 ms", () => {
    const { now, fine } = momentWhere("access_points");
    const random = seeded(1);
    for (let draw = 0; draw < 200; draw++) {
      for (const line of plan.sites[0]?.lines ?? []) {
        const outcome = runSiteTool(plan, fine, speedTest(line.lineId), now, random);
        if (!("speed_test" in outcome)) throw new Error(`expected a measure, got ${JSON.stringify(outcome)}`);
        const measure = outcome.speed_test;
        expect(measure.download / line.bandwidthMax).toBeGreaterThanOrEqual(0.55);
        expect(measure.download / line.bandwidthMax).toBeLessThanOrEqual(0.95);
        expect(measure.upload).toBeLessThan(measure.download);
        expect(measure.upload).toBeGreaterThan(0);
        expect(measure.latency_ms).toBeGreaterThanOrEqual(8);
        expect(measure.latency_ms).toBeLessThanOrEqual(40);
        expect(measure.jitter_ms).toBeGreaterThan(0);
        expect(measure.server).toBeTruthy();
      }
    }
  });

  it("reads the site whose bandwidth is degraded under 70 %: the console says below the contract", () => {
    const { now, degraded } = momentWhere("bandwidth");
    const outcome = runSiteTool(plan, degraded, speedTest("fibre-1"), now, seeded(2));
    if (!("speed_test" in outcome)) throw new Error("expected a measure");
    expect(speedTestReading(outcome.speed_test.download, mbps(500)).reading).toBe("below_contract");
  });

  it("fails a speed test of a line that is not ok, or that the site does not have", () => {
    const { now, down, fine } = momentWhere("access_points");
    expect(runSiteTool(plan, down, speedTest("fibre-1"), now, seeded(3))).toEqual({
      status: "failed",
      message: "line unreachable",
    });
    expect(runSiteTool(plan, fine, speedTest("4g-1"), now, seeded(3))).toMatchObject({ status: "failed" });
  });

  it("diagnoses a fine site: every port answers, no ping lost", () => {
    const { now, fine } = momentWhere("access_points");
    const outcome = runSiteTool(plan, fine, diagnosis(), now, seeded(4));
    if (!("diagnosis" in outcome)) throw new Error("expected a measure");
    const measure = outcome.diagnosis;
    expect(measure.checks.map((check) => [check.name, check.port, check.reachable])).toEqual([
      ["dns", 53, true],
      ["http", 80, true],
      ["https", 443, true],
    ]);
    expect(measure.checks.every((check) => check.latency_ms !== null && check.latency_ms > 0)).toBe(true);
    expect(measure.ping).toMatchObject({ sent: 20, lost: 0 });
    const noAccessPointDown = { total: 4, unreachable: 0, unreachable_places: [] };
    expect(diagnosisVerdict(measure, noAccessPointDown).internet).toBe("ok");
  });

  it("loses 2 to 6 % of the pings on the degraded site, at least one of a short series", () => {
    const { now, degraded } = momentWhere("access_points");
    const random = seeded(5);
    for (let draw = 0; draw < 50; draw++) {
      const short = runSiteTool(plan, degraded, diagnosis(20), now, random);
      if (!("diagnosis" in short)) throw new Error("expected a measure");
      expect(short.diagnosis.ping.lost).toBe(1);
      const long = runSiteTool(plan, degraded, diagnosis(100), now, random);
      if (!("diagnosis" in long)) throw new Error("expected a measure");
      expect(long.diagnosis.ping.lost).toBeGreaterThanOrEqual(2);
      expect(long.diagnosis.ping.lost).toBeLessThanOrEqual(6);
      expect(long.diagnosis.checks.every((check) => check.reachable)).toBe(true);
    }
    const outcome = runSiteTool(plan, degraded, diagnosis(), now, seeded(6));
    if (!("diagnosis" in outcome)) throw new Error("expected a measure");
    const verdict = diagnosisVerdict(outcome.diagnosis, { total: 4, unreachable: 0, unreachable_places: [] });
    expect(verdict).toMatchObject({ internet: "degraded", fault: "operator" });
  });

  it("finds nothing answering on the site that is down", () => {
    const { now, down } = momentWhere("access_points");
    const outcome = runSiteTool(plan, down, diagnosis(), now, seeded(7));
    if (!("diagnosis" in outcome)) throw new Error("expected a measure");
    expect(outcome.diagnosis.checks.every((check) => !check.reachable && check.latency_ms === null)).toBe(true);
    expect(outcome.diagnosis.ping).toEqual({ target: "8.8.8.8", sent: 20, lost: 20, average_ms: null });
    const allDown = { total: 4, unreachable: 4, unreachable_places: [{ building: null, floor: null, count: 4 }] };
    expect(diagnosisVerdict(outcome.diagnosis, allDown)).toMatchObject({
      internet: "down",
      wifi: "down",
      fault: "both",
    });
  });
});
