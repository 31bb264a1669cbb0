import type { MonitoringCounters, SiteStatusAnswer, TrafficPoint } from "@ondine/domain";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../db";
import {
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
const unix = (instant: Date) => Math.floor(instant.getTime() / 1000);

const pgDialect = new PgDialect();

describe.each(testEngines)("the monitoring read cache on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let clock: TestClock;
  let world: MonitoringFixture;
  let admin: TestSession;
  let manager: TestSession;
  let operator: TestSession;
  let hotelUser: TestSession;

  // Tests share the monitoring fixture, its ingested batch, four sessions and the clock, built once: each test reads URLs whose cached answers no other test makes, and the others move the clock forward 3 minutes at most, which leaves site C degraded until its own test moves it 16.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    clock = createTestClock(monitoringNow);
    app = buildTestApp(database, {}, { clock });
    world = await insertMonitoringFixture(database.db);
    await ingest(app, world, fixtureBatch(world));
    [admin, manager, operator, hotelUser] = await Promise.all([
      signInAs(app, world.admin),
      signInAs(app, world.manager),
      signInAs(app, world.operator),
      signInAs(app, world.hotelUser),
    ]);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (session: TestSession, url: string) => app.inject({ method: "GET", url, headers: session.headers });
  async function read<T>(session: TestSession, url: string): Promise<T> {
    const response = await get(session, url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  /** One more traffic sample for site A, a minute ago. */
  const sendLaterSample = (stamp: Date) =>
    ingest(app, world, {
      traffic: [{ site_id: world.siteA.id, stamp: stamp.toISOString(), rx: 5_000_000, tx: 500_000, active_users: 25 }],
    });

  it("answers a second read within the lifetime without reading the database, per scope", async () => {
    const url = `/api/monitoring/traffic?site=${world.siteA.id}&start_at=${unix(monitoringNow) - 3600}&stop_at=${unix(monitoringNow) + 3600}`;
    expect(await read<TrafficPoint[]>(manager, url)).toHaveLength(2);
    await sendLaterSample(new Date(monitoringNow.getTime() - minutes));

    const queries = vi.spyOn(database.db, "execute");
    // On PostgreSQL the session check reads the principal version (docs/security.md "Principal cache"): not a traffic read.
    const trafficReads = () =>
      queries.mock.calls.filter(([query]) => !pgDialect.sqlToQuery(query as SQL).sql.includes("principal_changes"))
        .length;
    try {
      // The manager's answer is kept; the operator holds the same locations, so shares it.
      expect(await read<TrafficPoint[]>(manager, url)).toHaveLength(2);
      expect(await read<TrafficPoint[]>(operator, url)).toHaveLength(2);
      expect(trafficReads()).toBe(0);
      // Another scope never reads another's entry.
      expect(await read<TrafficPoint[]>(admin, url)).toHaveLength(3);
      expect(await read<TrafficPoint[]>(hotelUser, url)).toHaveLength(3);
      expect(trafficReads()).toBeGreaterThan(0);
    } finally {
      queries.mockRestore();
    }
  });

  it("reads again once the lifetime is over, and says what remains of it", async () => {
    const url = `/api/monitoring/counters?site=${world.siteA.id}`;
    const first = await get(manager, url);
    expect(first.headers["cache-control"]).toBe("private, max-age=180");
    expect(first.json<MonitoringCounters>().accesspoint_ok).toBe(2);
    // The unreachable access point comes back.
    await ingest(app, world, {
      equipment_states: [
        {
          site_id: world.siteA.id,
          mac: world.macs.ap2,
          is_reachable: true,
          connected_stations: 2,
          stamp: new Date(monitoringNow.getTime() + minutes).toISOString(),
        },
      ],
    });

    clock.advance(minutes);
    const cached = await get(manager, url);
    expect(cached.headers["cache-control"]).toBe("private, max-age=120");
    expect(cached.json<MonitoringCounters>().accesspoint_ok).toBe(2);

    clock.advance(2 * minutes);
    const fresh = await get(manager, url);
    expect(fresh.headers["cache-control"]).toBe("private, max-age=180");
    expect(fresh.json<MonitoringCounters>().accesspoint_ok).toBe(3);
  });

  it("computes the availability level as of the read: down once the last refresh is 15 minutes old", async () => {
    const url = `/api/monitoring/status?site=${world.siteC.id}`;
    expect((await read<SiteStatusAnswer>(manager, url)).available_level).toBe("degraded");
    clock.advance(16 * minutes);
    expect((await read<SiteStatusAnswer>(manager, url)).available_level).toBe("down");
  });

  it("keeps no failed read", async () => {
    const url = `/api/monitoring/status?site=${world.campsite.id}`;
    expect((await get(manager, url)).statusCode).toBe(404);
    expect((await get(admin, url)).statusCode).toBe(200);
    expect((await get(manager, url)).statusCode).toBe(404);
  });

  it("answers 404 for a location the scope does not list with no more queries than a cached answer", async () => {
    const cachedUrl = `/api/monitoring/status?site=${world.siteA.id}`;
    await read(manager, cachedUrl);
    const queries = [vi.spyOn(database.db, "select"), vi.spyOn(database.db, "execute")];
    const queriesOf = async (url: string, status: number) => {
      for (const query of queries) query.mockClear();
      expect((await get(manager, url)).statusCode, url).toBe(status);
      return queries.map((query) => query.mock.calls.length);
    };
    try {
      // What the session check costs, and nothing else: a cached answer.
      const sessionOnly = await queriesOf(cachedUrl, 200);
      for (const url of [
        `/api/monitoring/status?site=${world.campsite.id}`,
        "/api/monitoring/status?site=2000000",
        `/api/monitoring/counters?organism=${world.campsites.id}`,
      ]) {
        expect(await queriesOf(url, 404), url).toEqual(sessionOnly);
      }
      // An admin's scope lists nothing: the lookup answers, 404 as well.
      expect((await get(admin, "/api/monitoring/status?site=2000000")).statusCode).toBe(404);
    } finally {
      for (const query of queries) query.mockRestore();
    }
  });
});
