import { randomUUID } from "node:crypto";
import type { BuildingsAnswer, EquipmentState } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db";
import { buildings, equipment, floors } from "../../db/schema";
import { signInAs, type TestSession } from "../../test/sessions";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { buildTestApp } from "../../test/test-app";
import { openTestDatabase, testEngines } from "../../test/test-database";

let macCount = 0;

async function insertBuilding(
  db: Database,
  values: { siteId: number; name: string; bedsNumber?: number; floors: EquipmentState[][] },
): Promise<string> {
  const uuid = randomUUID();
  const [building] = await db
    .insert(buildings)
    .values({ uuid, siteId: values.siteId, name: values.name, bedsNumber: values.bedsNumber ?? null })
    .returning({ id: buildings.id });
  for (const [level, states] of values.floors.entries()) {
    const [floor] = await db
      .insert(floors)
      .values({ uuid: randomUUID(), buildingId: building?.id ?? 0, name: `Floor ${level}`, level })
      .returning({ id: floors.id });
    for (const state of states) {
      macCount += 1;
      await db.insert(equipment).values({
        siteId: values.siteId,
        floorId: floor?.id ?? null,
        category: "access_point",
        model: "AP-305",
        mac: `02:10:00:00:${String(Math.floor(macCount / 100)).padStart(2, "0")}:${String(macCount % 100).padStart(2, "0")}`,
        state,
        isReachable: state === "reachable",
      });
    }
  }
  return uuid;
}

describe.each(testEngines)("GET /api/locations/buildings on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: TenancyFixture;
  let admin: TestSession;
  let manager: TestSession;
  let hotelUser: TestSession;
  let annexUuid: string;
  let mainUuid: string;

  // Tests share the tenancy fixture, its buildings and three sessions, built once: every test only reads.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database);
    world = await insertTenancyFixture(database.db);
    const [hotelA, hotelB] = world.hotelSites;
    mainUuid = await insertBuilding(database.db, {
      siteId: hotelA.id,
      name: "Bâtiment principal",
      bedsNumber: 120,
      floors: [
        ["reachable", "reachable", "unreachable"],
        ["reachable", "planned", "spare"],
      ],
    });
    annexUuid = await insertBuilding(database.db, { siteId: hotelA.id, name: "Annexe", floors: [] });
    await insertBuilding(database.db, { siteId: hotelB.id, name: "Pavillon", bedsNumber: 12, floors: [["works"]] });
    await insertBuilding(database.db, { siteId: world.campsite.id, name: "Accueil", floors: [["reachable"]] });
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

  const get = (session: TestSession, query: string) =>
    app.inject({ method: "GET", url: `/api/locations/buildings${query}`, headers: session.headers });

  it("lists a site's buildings by name, with lots, floors and access points counted", async () => {
    const response = await get(manager, `?site=${world.hotelSites[0].id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<BuildingsAnswer>().buildings).toEqual([
      {
        id: expect.any(Number),
        uuid: annexUuid,
        name: "Annexe",
        site_id: world.hotelSites[0].id,
        beds_number: null,
        floors_count: 0,
        state: { ap: { reached: 0, total: 0, unref: 0 } },
      },
      {
        id: expect.any(Number),
        uuid: mainUuid,
        name: "Bâtiment principal",
        site_id: world.hotelSites[0].id,
        beds_number: 120,
        floors_count: 2,
        // The spare access point is left out; the planned one is not supervised.
        state: { ap: { reached: 3, total: 4, unref: 1 } },
      },
    ]);
  });

  it("lists the buildings of every site of an organism", async () => {
    const response = await get(manager, `?organism=${world.hotels.id}`);
    expect(response.json<BuildingsAnswer>().buildings.map((building) => building.name)).toEqual([
      "Annexe",
      "Bâtiment principal",
      "Pavillon",
    ]);
  });

  it("answers 404 for a location outside the caller's scope or unknown", async () => {
    expect((await get(manager, `?site=${world.campsite.id}`)).statusCode).toBe(404);
    expect((await get(manager, `?organism=${world.campsites.id}`)).statusCode).toBe(404);
    expect((await get(admin, "?site=999999")).statusCode).toBe(404);
    // Holding one site of an organism is not holding the organism.
    expect((await get(hotelUser, `?organism=${world.hotels.id}`)).statusCode).toBe(404);
    expect((await get(hotelUser, `?site=${world.hotelSites[0].id}`)).statusCode).toBe(200);
  });

  it("answers 422 without a location, and lets an admin read any", async () => {
    const response = await get(admin, "");
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: "INVALID_PARAMETERS", errors: { site: ["formErrors.required"] } });
    expect((await get(admin, `?site=${world.campsite.id}`)).json<BuildingsAnswer>().buildings).toHaveLength(1);
  });

  it("answers 401 to nobody", async () => {
    const response = await app.inject({ method: "GET", url: `/api/locations/buildings?site=${world.campsite.id}` });
    expect(response.statusCode).toBe(401);
  });
});
