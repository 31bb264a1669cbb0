import type { TrafficPoint } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import {
  beforeNow,
  fixtureBatch,
  ingest,
  insertMonitoringFixture,
  type MonitoringFixture,
  monitoringNow,
} from "../../test/monitoring-fixture";
import { signInAs, type TestSession } from "../../test/sessions";
import { buildTestApp } from "../../test/test-app";
import { createTestClock } from "../../test/test-clock";
import { openTestDatabase, testEngines } from "../../test/test-database";

const days = 24 * 3_600_000;
const unix = (instant: Date) => Math.floor(instant.getTime() / 1000);

describe.each(testEngines)("an organism's traffic days (traffic_daily_organism) on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: MonitoringFixture;
  let admin: TestSession;

  // Tests share the monitoring fixture, its batch and the admin's session, built once: the batch one test adds keeps true what the other checks (the organism's days are its sites' days summed), and each read asks a new window, out of the cache.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, {}, { clock: createTestClock(monitoringNow) });
    world = await insertMonitoringFixture(database.db);
    await ingest(app, world, fixtureBatch(world));
    admin = await signInAs(app, world.admin);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  // 200 days: the daily resolution. Every read is a new cache key: the window moves by a whole hour each time.
  let shift = 0;
  async function yearOf(location: string): Promise<Map<string, [number, number, number]>> {
    shift += 1;
    const window = `start_at=${unix(beforeNow(200 * days + shift * 3_600_000))}&stop_at=${unix(monitoringNow)}`;
    const response = await app.inject({
      method: "GET",
      url: `/api/monitoring/traffic?${location}&${window}`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return new Map(response.json<TrafficPoint[]>().map((day) => [day.stamp, [day.rx, day.tx, day.active_users]]));
  }

  /** What the organism's days must be: its sites' days, summed. */
  async function summedSiteDays(): Promise<Map<string, [number, number, number]>> {
    const sum = new Map<string, [number, number, number]>();
    for (const site of [world.siteA, world.siteC]) {
      for (const [stamp, [rx, tx, users]] of await yearOf(`site=${site.id}`)) {
        const [sumRx, sumTx, sumUsers] = sum.get(stamp) ?? [0, 0, 0];
        sum.set(stamp, [sumRx + rx, sumTx + tx, sumUsers + users]);
      }
    }
    return sum;
  }

  it("holds, day by day, the sum of its sites' days", async () => {
    const organism = await yearOf(`organism=${world.hotels.id}`);
    expect(organism.size).toBeGreaterThan(0);
    expect(organism).toEqual(await summedSiteDays());
  });

  it("recomputes a day when a new sample changes a site's average, and a re-sent batch changes nothing", async () => {
    const day = "2026-11-21T23:00:00.000Z";
    const before = (await yearOf(`organism=${world.hotels.id}`)).get(day);
    const extra = {
      batch_id: "organism-days",
      traffic: [
        { site_id: world.siteA.id, stamp: "2026-11-22T06:00:00Z", rx: 9_000_000, tx: 900_000, active_users: 40 },
      ],
    };
    await ingest(app, world, extra);
    await ingest(app, world, extra);

    const after = await yearOf(`organism=${world.hotels.id}`);
    expect(after.get(day)).not.toEqual(before);
    expect(after).toEqual(await summedSiteDays());
  });
});
