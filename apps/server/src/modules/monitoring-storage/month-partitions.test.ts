import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db";
import { trafficSamples } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { insertSite } from "../../test/site-factory";
import { engineDependentEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import {
  ensureMonthPartitions,
  listMonthPartitions,
  partitionedSeries,
  partitionMonth,
  partitionName,
} from "./month-partitions";
import { applyMonitoringRetention, retentionCutoff } from "./retention";

describe("partition names", () => {
  it("name a month and read it back", () => {
    const month = new Date("2026-02-01T00:00:00Z");
    expect(partitionName("traffic_samples", month)).toBe("traffic_samples_y2026m02");
    expect(partitionMonth("traffic_samples_y2026m02")).toEqual(month);
    expect(partitionMonth("traffic_samples")).toBeUndefined();
  });

  it("keep 13 calendar months by default", () => {
    expect(retentionCutoff(new Date("2026-11-22T14:00:00Z"), 13)).toEqual(new Date("2025-10-22T14:00:00Z"));
  });
});

/** Drops every month partition, back to the migrated database's none. */
async function dropMonthPartitions(db: Database): Promise<void> {
  for (const table of partitionedSeries) {
    for (const partition of await listMonthPartitions(db, table)) {
      await db.execute(sql`drop table ${sql.identifier(partition.name)}`);
    }
  }
}

// Engine-dependent: partition DDL and the catalogue queries that list partitions, on PGlite's PostgreSQL 18 and the server's 15.
describe.each(engineDependentEngines)("monthly partitions on %s", (engine) => {
  const t = useTestApp(engine);
  // Emptying the tables between tests leaves the partitions a test made: each test starts with none.
  beforeEach(() => dropMonthPartitions(t.db));

  /** A site for the samples of a test. */
  const givenASite = async () => {
    const organism = await insertOrganism(t.db);
    return (await insertSite(t.db, { organismId: organism.id })).id;
  };

  it("creates the months the stamps need, once, and routes rows to them", async () => {
    const siteId = await givenASite();
    const stamps = [
      new Date("2026-10-31T23:59:59.999Z"),
      new Date("2026-11-01T00:00:00Z"),
      new Date("2026-11-15T00:00:00Z"),
    ];
    await ensureMonthPartitions(t.db, stamps);
    await ensureMonthPartitions(t.db, stamps);
    expect((await listMonthPartitions(t.db, "traffic_samples")).map((partition) => partition.name)).toEqual([
      "traffic_samples_y2026m10",
      "traffic_samples_y2026m11",
    ]);
    expect((await listMonthPartitions(t.db, "bandwidth_samples")).map((partition) => partition.name)).toEqual([
      "bandwidth_samples_y2026m10",
      "bandwidth_samples_y2026m11",
    ]);
    await t.db.insert(trafficSamples).values(stamps.map((stamp) => ({ siteId, stamp, rx: 1, tx: 1, activeUsers: 1 })));
    const { rows } = await t.db.execute<{ partition: string; count: number }>(
      // tableoid names the partition each row landed in.
      sql`select tableoid::regclass::text as partition, count(*)::int as count from traffic_samples group by 1 order by 1`,
    );
    expect(rows).toEqual([
      { partition: "traffic_samples_y2026m10", count: 1 },
      { partition: "traffic_samples_y2026m11", count: 2 },
    ]);
  });

  it("refuses a row without its month's partition", async () => {
    const siteId = await givenASite();
    // The months either side exist: the row needs its own.
    await ensureMonthPartitions(t.db, [new Date("2029-12-15Z"), new Date("2030-02-15Z")]);
    await expect(
      t.db.insert(trafficSamples).values({ siteId, stamp: new Date("2030-01-01Z"), rx: 1, tx: 1, activeUsers: 1 }),
    ).rejects.toThrow();
  });

  it("drops the months wholly older than the retention, keeping the rest", async () => {
    await ensureMonthPartitions(t.db, [
      new Date("2025-09-10Z"),
      new Date("2025-10-10Z"),
      new Date("2026-10-10Z"),
      new Date("2026-11-10Z"),
    ]);
    const dropped = await applyMonitoringRetention(t.db, new Date("2026-11-22T14:00:00Z"), 13);
    expect(dropped.sort()).toEqual(["bandwidth_samples_y2025m09", "traffic_samples_y2025m09"]);
    expect((await listMonthPartitions(t.db, "traffic_samples")).map((partition) => partition.name)).toEqual([
      "traffic_samples_y2025m10",
      "traffic_samples_y2026m10",
      "traffic_samples_y2026m11",
    ]);
  });
});
