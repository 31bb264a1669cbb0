import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { trafficSamples } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { insertSite } from "../../test/site-factory";
import { engineDependentEngines, openTestDatabase } from "../../test/test-database";
import { ensureMonthPartitions, listMonthPartitions, partitionMonth, partitionName } from "./month-partitions";
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

// Engine-dependent: partition DDL and the catalogue queries that list partitions, on PGlite's PostgreSQL 18 and the server's 15.
describe.each(engineDependentEngines)("monthly partitions on %s", (engine) => {
  let database: DatabaseHandle;
  let siteId: number;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const organism = await insertOrganism(database.db);
    siteId = (await insertSite(database.db, { organismId: organism.id })).id;
  });
  afterAll(() => database.close());

  it("creates the months the stamps need, once, and routes rows to them", async () => {
    const stamps = [
      new Date("2026-10-31T23:59:59.999Z"),
      new Date("2026-11-01T00:00:00Z"),
      new Date("2026-11-15T00:00:00Z"),
    ];
    await ensureMonthPartitions(database.db, stamps);
    await ensureMonthPartitions(database.db, stamps);
    expect((await listMonthPartitions(database.db, "traffic_samples")).map((partition) => partition.name)).toEqual([
      "traffic_samples_y2026m10",
      "traffic_samples_y2026m11",
    ]);
    expect((await listMonthPartitions(database.db, "bandwidth_samples")).map((partition) => partition.name)).toEqual([
      "bandwidth_samples_y2026m10",
      "bandwidth_samples_y2026m11",
    ]);
    await database.db
      .insert(trafficSamples)
      .values(stamps.map((stamp) => ({ siteId, stamp, rx: 1, tx: 1, activeUsers: 1 })));
    const { rows } = await database.db.execute<{ partition: string; count: number }>(
      // tableoid names the partition each row landed in.
      sql`select tableoid::regclass::text as partition, count(*)::int as count from traffic_samples group by 1 order by 1`,
    );
    expect(rows).toEqual([
      { partition: "traffic_samples_y2026m10", count: 1 },
      { partition: "traffic_samples_y2026m11", count: 2 },
    ]);
  });

  it("refuses a row without its month's partition", async () => {
    await expect(
      database.db
        .insert(trafficSamples)
        .values({ siteId, stamp: new Date("2030-01-01Z"), rx: 1, tx: 1, activeUsers: 1 }),
    ).rejects.toThrow();
  });

  it("drops the months wholly older than the retention, keeping the rest", async () => {
    await ensureMonthPartitions(database.db, [new Date("2025-09-10Z"), new Date("2025-10-10Z")]);
    const dropped = await applyMonitoringRetention(database.db, new Date("2026-11-22T14:00:00Z"), 13);
    expect(dropped.sort()).toEqual(["bandwidth_samples_y2025m09", "traffic_samples_y2025m09"]);
    expect((await listMonthPartitions(database.db, "traffic_samples")).map((partition) => partition.name)).toEqual([
      "traffic_samples_y2025m10",
      "traffic_samples_y2026m10",
      "traffic_samples_y2026m11",
    ]);
  });
});
