import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { buildTestApp } from "../../test/test-app";
import { createTestClock } from "../../test/test-clock";
import { engineDependentEngines, openTestDatabase } from "../../test/test-database";
import { ensureMonthPartitions, listMonthPartitions } from "./month-partitions";
import { maintainMonitoringStorage } from "./storage-maintenance";

const now = new Date("2026-11-22T14:00:00Z");

// Engine-dependent: partition DDL and the catalogue queries that list partitions, on PGlite's PostgreSQL 18 and the server's 15.
describe.each(engineDependentEngines)("monitoring storage maintenance on %s", (engine) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  const partitionNames = async () =>
    (await listMonthPartitions(database.db, "traffic_samples")).map((partition) => partition.name);

  it("makes this and next month's partitions and drops those past the retention", async () => {
    await ensureMonthPartitions(database.db, [new Date("2025-08-10Z"), new Date("2026-03-10Z")]);
    const report = await maintainMonitoringStorage(database.db, now, 13);
    expect(report.dropped.sort()).toEqual(["bandwidth_samples_y2025m08", "traffic_samples_y2025m08"]);
    expect(await partitionNames()).toEqual([
      "traffic_samples_y2026m03",
      "traffic_samples_y2026m11",
      "traffic_samples_y2026m12",
    ]);
  });

  it("runs when the server is ready, on the server's clock and retention, and stops with it", async () => {
    const clock = createTestClock(new Date("2027-01-05T09:00:00Z"));
    const app = buildTestApp(
      database,
      { monitoringRetentionMonths: 6 },
      { clock, runMonitoringStorageMaintenance: true },
    );
    await app.ready();
    expect(await partitionNames()).toEqual([
      // March 2026 ends before 5 July 2026, six months back: dropped.
      "traffic_samples_y2026m11",
      "traffic_samples_y2026m12",
      "traffic_samples_y2027m01",
      "traffic_samples_y2027m02",
    ]);
    await app.close();
  });

  it("runs nothing unless asked (tests and tools)", async () => {
    const app = buildTestApp(database, {}, { clock: createTestClock(new Date("2030-06-01T00:00:00Z")) });
    await app.ready();
    expect(await partitionNames()).not.toContain("traffic_samples_y2030m06");
    await app.close();
  });
});
