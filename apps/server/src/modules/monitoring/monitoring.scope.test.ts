import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db";
import type { ScopedOrganism } from "../../scope/in-scope";
import {
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
import { insertUser } from "../../test/user-factory";
import { findSiteEquipment } from "./equipment.repository";
import { readTraffic } from "./traffic.service";

/** Every monitoring call about one location, as the product (docs/product.md#monitoring-api) names them. */
function callsAbout(type: "site" | "organism", id: number): string[] {
  const location = `${type}=${id}`;
  const calls = [
    `/api/monitoring/status?${location}`,
    `/api/monitoring/counters?${location}`,
    `/api/monitoring/traffic?${location}`,
    `/api/monitoring/bandwidth?${location}`,
    `/api/monitoring/speedtest?${location}`,
    `/api/monitoring/devices_more?${location}`,
  ];
  if (type === "organism") return calls;
  return [
    ...calls,
    `/api/monitoring/devices?site=${id}`,
    `/api/monitoring/sites/${id}/full`,
    `/api/monitoring/esls?site_id=${id}`,
  ];
}

describe.each(testEngines)("monitoring reads within the caller's scope on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: MonitoringFixture;
  let admin: TestSession;
  let manager: TestSession;
  let hotelUser: TestSession;

  // Tests share the monitoring fixture, its ingested batch and three sessions, built once: every test only reads (one adds an API account of its own).
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, {}, { clock: createTestClock(monitoringNow) });
    world = await insertMonitoringFixture(database.db);
    await ingest(app, world, fixtureBatch(world));
    [admin, manager, hotelUser] = await Promise.all([
      signInAs(app, world.admin),
      signInAs(app, world.manager),
      signInAs(app, world.hotelUser),
    ]);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const statusesOf = async (session: TestSession, urls: readonly string[]) =>
    Promise.all(
      urls.map(async (url) => {
        const response = await app.inject({ method: "GET", url, headers: session.headers });
        return [url, response.statusCode, response.statusCode === 404 ? response.json().code : "answered"];
      }),
    );

  it("answers 404 NOT_FOUND for another customer's site and organism", async () => {
    const urls = [...callsAbout("site", world.campsite.id), ...callsAbout("organism", world.campsites.id)];
    expect(await statusesOf(manager, urls)).toEqual(urls.map((url) => [url, 404, "NOT_FOUND"]));
  });

  it("answers 404 for a location that does not exist", async () => {
    const urls = [...callsAbout("site", 999_999), ...callsAbout("organism", 999_999)];
    expect(await statusesOf(admin, urls)).toEqual(urls.map((url) => [url, 404, "NOT_FOUND"]));
  });

  it("lets someone holding one site read it, not its organism", async () => {
    const site = callsAbout("site", world.siteA.id);
    expect(await statusesOf(hotelUser, site)).toEqual(site.map((url) => [url, 200, "answered"]));
    const organism = callsAbout("organism", world.hotels.id);
    expect(await statusesOf(hotelUser, organism)).toEqual(organism.map((url) => [url, 404, "NOT_FOUND"]));
    const sibling = callsAbout("site", world.siteC.id);
    expect(await statusesOf(hotelUser, sibling)).toEqual(sibling.map((url) => [url, 404, "NOT_FOUND"]));
  });

  it("lets an admin read every customer", async () => {
    const urls = [...callsAbout("site", world.campsite.id), ...callsAbout("organism", world.campsites.id)];
    expect(await statusesOf(admin, urls)).toEqual(urls.map((url) => [url, 200, "answered"]));
    const status = await app.inject({
      method: "GET",
      url: `/api/monitoring/status?site=${world.campsite.id}`,
      headers: admin.headers,
    });
    expect(status.json()).toMatchObject({ accesspoint_ok: 1, line_ok: 1, available_level: "up" });
  });

  it("answers API token holders within their scope", async () => {
    const integrator = await insertUser(database.db, {
      roles: ["api", "supervision"],
      locations: [{ type: "Organism", id: world.hotels.id }],
    });
    const generated = await app.inject({
      method: "POST",
      url: "/api/generate_api_token",
      headers: (await signInAs(app, integrator)).headers,
    });
    expect(generated.statusCode).toBe(200);
    const headers = { "x-api-token": generated.json().api_token as string };
    const own = await app.inject({ method: "GET", url: `/api/monitoring/status?site=${world.siteA.id}`, headers });
    expect(own.statusCode).toBe(200);
    const other = await app.inject({ method: "GET", url: `/api/monitoring/status?site=${world.campsite.id}`, headers });
    expect(other.statusCode).toBe(404);
  });
});

/**
 * Never called: `tsc -b` checks that each line below is refused, so a bare
 * id, an object shaped like a scoped value, or the wrong kind cannot reach a
 * query of tenant data (docs/security.md "Tenancy").
 */
export function unscopedSitesAreRefused(db: Database, organism: ScopedOrganism) {
  // @ts-expect-error a bare site id is no site found in scope
  void findSiteEquipment(db, 5);
  // @ts-expect-error nor is an object shaped like one
  void findSiteEquipment(db, { id: 5 });
  // @ts-expect-error an organism found in scope is not a site
  void findSiteEquipment(db, organism);
  // @ts-expect-error a series is resolved in scope (resolveSeriesTarget), never written by hand
  void readTraffic(db, { site: { id: 5 } }, { startAt: new Date(0), stopAt: new Date(1) });
}
