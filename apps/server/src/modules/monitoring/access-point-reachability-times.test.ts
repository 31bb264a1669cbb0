import type { AccessPointRow } from "@ondine/domain";
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
import { createTestClock, type TestClock } from "../../test/test-clock";
import { openTestDatabase, testEngines } from "../../test/test-database";

const minutes = 60_000;

// Each access point of the list says when it was last seen reachable and, when down, since when,
// as the ingest's reports recorded them.
describe.each(testEngines)("GET /monitoring/devices_more last seen and down since on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: MonitoringFixture;
  let manager: TestSession;
  let clock: TestClock;

  // Tests share the monitoring fixture, its ingested batch and the clock, built once: each test reads its own access point (ap1 is reported on, ap2 only read), and each read moves the clock forward past the list's cache.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    clock = createTestClock(monitoringNow);
    app = buildTestApp(database, {}, { clock });
    world = await insertMonitoringFixture(database.db);
    await ingest(app, world, fixtureBatch(world));
    manager = await signInAs(app, world.manager);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const report = (mac: string, isReachable: boolean, at: Date) =>
    ingest(app, world, {
      equipment_states: [
        { site_id: world.siteA.id, mac, is_reachable: isReachable, connected_stations: 0, stamp: at.toISOString() },
      ],
    });
  // Each read after the list's cache has expired (3 minutes).
  const rowOf = async (mac: string) => {
    clock.advance(4 * minutes);
    const response = await app.inject({
      method: "GET",
      url: `/api/monitoring/devices_more?site=${world.siteA.id}`,
      headers: manager.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AccessPointRow[]>().find((row) => row.mac === mac);
  };

  it("keeps the last reachable report and the first unreachable one of the current outage", async () => {
    const { ap1 } = world.macs;
    expect(await rowOf(ap1)).toMatchObject({ last_seen: beforeNow(5 * minutes).toISOString(), down_since: null });

    await report(ap1, false, beforeNow(4 * minutes));
    await report(ap1, false, beforeNow(3 * minutes));
    expect(await rowOf(ap1)).toMatchObject({
      is_reachable: false,
      last_seen: beforeNow(5 * minutes).toISOString(),
      down_since: beforeNow(4 * minutes).toISOString(),
    });

    await report(ap1, true, beforeNow(2 * minutes));
    expect(await rowOf(ap1)).toMatchObject({ last_seen: beforeNow(2 * minutes).toISOString(), down_since: null });
  });

  it("says nothing of an access point never found reachable but since when it is down", async () => {
    expect(await rowOf(world.macs.ap2)).toMatchObject({
      last_seen: null,
      down_since: beforeNow(5 * minutes).toISOString(),
    });
  });
});
