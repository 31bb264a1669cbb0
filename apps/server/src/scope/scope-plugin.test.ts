import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db";
import { signInAs } from "../test/sessions";
import { insertTenancyFixture, type TenancyFixture } from "../test/tenancy-fixture";
import { buildTestApp } from "../test/test-app";
import { openTestDatabase, testEngines } from "../test/test-database";

describe.each(testEngines)("request.scope on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: TenancyFixture;

  // Tests share the tenancy fixture, built once: every test only reads a scope.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database);
    app.get("/api/test/scope", async (request) => request.scope);
    world = await insertTenancyFixture(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const scopeOf = async (headers: Record<string, string> = {}) =>
    (await app.inject({ method: "GET", url: "/api/test/scope", headers })).json();

  it("is empty for an anonymous request", async () => {
    expect(await scopeOf()).toEqual({ kind: "assigned", organismIds: [], siteIds: [] });
  });

  it("holds everything for an admin", async () => {
    expect(await scopeOf((await signInAs(app, world.admin)).headers)).toEqual({ kind: "unscoped" });
  });

  it("holds the actor's organisms with all their sites", async () => {
    const { headers } = await signInAs(app, world.manager);
    expect(await scopeOf(headers)).toEqual({
      kind: "assigned",
      organismIds: [world.hotels.id],
      siteIds: world.hotelSites.map((site) => site.id),
    });
  });
});
