import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db";
import { buildTestApp } from "../../test/test-app";
import { createTestClock } from "../../test/test-clock";
import { engineDependentEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { ensureMonthPartitions, listMonthPartitions, partitionedSeries } from "./month-partitions";
import { maintainMonitoringStorage } from "./storage-maintenance";

const now = new Date("2026-11-22T14:00:00Z");

/** Drops every month partition, back to the migrated database's none. */
async function dropMonthPartitions(db: Database): Promise<void> {
  for (const table of partitionedSeries) {
    for (const partition of await listMonthPartitions(db, table)) {
      await db.execute(sql`drop table ${sql.identifier(partition.name)}`);
    }
  }
}

// Engine-dependent: partition DDL and the catalogue queries that list partitions, on PGlite's PostgreSQL 18 and the server's 15.
describe.each(engineDependentEngines)("monitoring storage maintenance on %s", (engine) => {
  const t = useTestApp(engine);
  // Tests share the file's database and so its month partitions, which emptying the tables between tests does not drop: each test starts with none (this beforeEach drops them) and makes the months it reads. The two tests of the server's start build their own app on it, with the clock and retention they are about.
  beforeEach(() => dropMonthPartitions(t.db));

  const partitionNames = async () =>
    (await listMonthPartitions(t.db, "traffic_samples")).map((partition) => partition.name);

  it("makes this and next month's partitions and drops those past the retention", async () => {
    await ensureMonthPartitions(t.db, [new Date("2025-08-10Z"), new Date("2026-03-10Z")]);
    const report = await maintainMonitoringStorage(t.db, now, 13);
    expect(report.dropped.sort()).toEqual(["bandwidth_samples_y2025m08", "traffic_samples_y2025m08"]);
    expect(await partitionNames()).toEqual([
      "traffic_samples_y2026m03",
      "traffic_samples_y2026m11",
      "traffic_samples_y2026m12",
    ]);
  });

  it("runs when the server is ready, on the server's clock and retention, and stops with it", async () => {
    await ensureMonthPartitions(t.db, [new Date("2026-03-10Z"), new Date("2026-11-10Z"), new Date("2026-12-10Z")]);
    const clock = createTestClock(new Date("2027-01-05T09:00:00Z"));
    const app = buildTestApp(
      t.database,
      { monitoringRetentionMonths: 6 },
      { clock, runMonitoringStorageMaintenance: true },
    );
    try {
      await app.ready();
      expect(await partitionNames()).toEqual([
        // March 2026 ends before 5 July 2026, six months back: dropped.
        "traffic_samples_y2026m11",
        "traffic_samples_y2026m12",
        "traffic_samples_y2027m01",
        "traffic_samples_y2027m02",
      ]);
    } finally {
      await app.close();
    }
  });

  it("runs nothing unless asked (tests and tools)", async () => {
    // Far past the retention on the app's clock: maintenance would drop it.
    await ensureMonthPartitions(t.db, [new Date("2026-11-10Z")]);
    const app = buildTestApp(t.database, {}, { clock: createTestClock(new Date("2030-06-01T00:00:00Z")) });
    try {
      await app.ready();
      // Neither this month's partition made nor the old one dropped.
      expect(await partitionNames()).toEqual(["traffic_samples_y2026m11"]);
    } finally {
      await app.close();
    }
  });
});
