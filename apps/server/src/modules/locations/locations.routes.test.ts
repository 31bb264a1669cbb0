import type { LocationOptionsAnswer } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { insertOrganism } from "../../test/organism-factory";
import { signInAs, type TestSession } from "../../test/sessions";
import { insertSite } from "../../test/site-factory";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { buildTestApp } from "../../test/test-app";
import { openTestDatabase, testEngines } from "../../test/test-database";

describe.each(testEngines)("GET /api/locations on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: TenancyFixture;
  let admin: TestSession;
  let manager: TestSession;

  // Tests share the tenancy fixture, an office organism and two sessions, built once: every test only reads the locations.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database);
    world = await insertTenancyFixture(database.db);
    const offices = await insertOrganism(database.db, { name: "Bureaux 100% Lyon", kind: "office" });
    await insertSite(database.db, { organismId: offices.id, name: "Lyon Part-Dieu" });
    [admin, manager] = await Promise.all([signInAs(app, world.admin), signInAs(app, world.manager)]);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const find = async (session: TestSession, query = "") => {
    const response = await app.inject({ method: "GET", url: `/api/locations${query}`, headers: session.headers });
    expect(response.statusCode).toBe(200);
    return response.json<LocationOptionsAnswer>().locations;
  };

  it("lists the organisms and sites of the caller's scope by name", async () => {
    const [hotelA, hotelB] = world.hotelSites;
    expect(await find(manager)).toEqual(
      [
        {
          id: world.hotels.id,
          type: "Organism",
          name: world.hotels.name,
          organism_id: world.hotels.id,
          organism_name: world.hotels.name,
          state: null,
        },
        ...[hotelA, hotelB].map((site) => ({
          id: site.id,
          type: "Site",
          name: site.name,
          organism_id: world.hotels.id,
          organism_name: world.hotels.name,
          state: site === hotelA ? "En production" : "Etude",
        })),
      ].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())),
    );
  });

  it("gives an admin every location", async () => {
    expect(await find(admin)).toHaveLength(7);
  });

  it("gives someone holding one site only that site, not its organism", async () => {
    const hotelUser = await signInAs(app, world.hotelUser);
    expect((await find(hotelUser)).map((location) => location.id)).toEqual([world.hotelSites[0].id]);
  });

  it("searches names whatever the case, wildcards taken literally", async () => {
    expect((await find(admin, "?search=LYON")).map((location) => location.name)).toEqual([
      "Bureaux 100% Lyon",
      "Lyon Part-Dieu",
    ]);
    expect((await find(admin, "?search=100%25")).map((location) => location.name)).toEqual(["Bureaux 100% Lyon"]);
    expect(await find(manager, "?search=lyon")).toEqual([]);
  });

  it("filters by type and by site state (organisms have none), and limits the count", async () => {
    expect((await find(admin, "?type=Organism")).every((location) => location.type === "Organism")).toBe(true);
    const studyOrVsr = await find(admin, "?type=Site&state=Etude&state=VSR");
    expect(studyOrVsr.map((location) => location.id).sort()).toEqual(
      [world.hotelSites[1].id, world.campsite.id].sort(),
    );
    const picker = await find(manager, "?state=En%20production&state=Etude");
    expect(picker.map((location) => location.type).sort()).toEqual(["Organism", "Site", "Site"]);
    expect(await find(admin, "?limit=2")).toHaveLength(2);
  });

  it("answers 422 for unknown filters or more than 50, 401 anonymous", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/locations?type=Building&limit=51",
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(["limit", "type"]);
    expect((await app.inject({ method: "GET", url: "/api/locations" })).statusCode).toBe(401);
  });
});
