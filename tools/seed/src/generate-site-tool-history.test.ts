import { speedTestReading } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { demoCatalogue } from "./demo-catalogue";
import { generateDemoData } from "./generate-demo-data";

const now = new Date("2026-11-20T10:00:00Z");

describe("the demo's site-tool history (docs/site-tools.md)", () => {
  const data = generateDemoData(demoCatalogue, 1, { now });
  const runs = data.siteToolRuns;
  const testers = new Set(data.users.filter((user) => user.roleFlags.includes("speedtest")).map((user) => user.id));

  it("holds runs of the managers who hold the speedtest role, in the last three weeks, oldest first", () => {
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs) {
      expect(testers.has(run.requestedByUserId as number)).toBe(true);
      const age = now.getTime() - (run.createdAt as Date).getTime();
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(22 * 24 * 3600_000);
    }
    const stamps = runs.map((run) => (run.createdAt as Date).getTime());
    expect(stamps).toEqual([...stamps].sort((left, right) => left - right));
  });

  it("measures each line on its own, mostly within the usual margin under its contract", () => {
    const tests = runs.filter((run) => run.kind === "speed_test");
    expect(tests.every((run) => run.lineId && run.contractedDownload && run.speedTest && !run.diagnosis)).toBe(true);
    const readings = tests.map(
      (run) => speedTestReading(run.speedTest?.download ?? 0, run.contractedDownload ?? null).reading,
    );
    const fine = readings.filter((reading) => reading !== "below_contract").length;
    expect(fine / readings.length).toBeGreaterThan(0.7);
    expect(readings).toContain("below_contract");
  });

  it("gives every run every column, as the seed's inserter reads the columns from the first row", () => {
    const keys = (run: object) => Object.keys(run).sort().join(",");
    expect(new Set(runs.map(keys)).size).toBe(1);
  });

  it("gives each diagnosis its three port checks and its ping series", () => {
    const diagnoses = runs.filter((run) => run.kind === "diagnosis");
    expect(diagnoses.length).toBeGreaterThan(0);
    for (const run of diagnoses) {
      expect(run.lineId).toBeNull();
      expect(run.diagnosis?.checks.map((check) => check.port)).toEqual([53, 80, 443]);
      expect(run.diagnosis?.ping.sent).toBe(20);
      expect(run.accessPoints?.total).toBeGreaterThan(0);
    }
  });
});
