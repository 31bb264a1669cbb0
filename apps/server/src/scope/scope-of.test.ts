import { and, eq, not, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db";
import { sites, userLocations } from "../db/schema";
import { insertOrganism } from "../test/organism-factory";
import { insertSite } from "../test/site-factory";
import { openTestDatabase, testEngines } from "../test/test-database";
import { insertUser } from "../test/user-factory";
import { assignedScope, emptyScope, type Scope, unscoped } from "./scope";
import { assignedLocationInScope, organismInScope, siteInScope } from "./scope-conditions";
import { scopeOf } from "./scope-of";

describe.each(testEngines)("scopes on %s", (engine) => {
  let database: DatabaseHandle;
  let hotels: { id: number };
  let campsites: { id: number };
  let hotelSites: { id: number }[];
  let campsite: { id: number };

  // Tests share two organisms and their three sites, built once: no test adds a site, so the counts over every site hold in any order.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const { db } = database;
    hotels = await insertOrganism(db);
    campsites = await insertOrganism(db);
    hotelSites = [await insertSite(db, { organismId: hotels.id }), await insertSite(db, { organismId: hotels.id })];
    campsite = await insertSite(db, { organismId: campsites.id, state: "Etude" });
  });
  afterAll(() => database.close());

  const siteIdsWhere = async (condition: SQL) =>
    (await database.db.select({ id: sites.id }).from(sites).where(condition).orderBy(sites.id)).map((row) => row.id);

  it("gives an admin every location without reading any", async () => {
    expect(await scopeOf(database.db, { admin: true, locations: [] })).toBe(unscoped);
  });

  it("brings every site of an assigned organism, and single sites as assigned", async () => {
    const scope = await scopeOf(database.db, {
      admin: false,
      locations: [
        { locationType: "Organism", locationId: hotels.id },
        { locationType: "Site", locationId: campsite.id },
      ],
    });
    expect(scope).toEqual(assignedScope([hotels.id], [...hotelSites.map((site) => site.id), campsite.id]));
  });

  it("is empty for an account without locations", async () => {
    expect(await scopeOf(database.db, { admin: false, locations: [] })).toEqual(emptyScope);
  });

  it("filters a site id column and an organism id column by the scope", async () => {
    const oneSite = assignedScope([], [campsite.id]);
    expect(await siteIdsWhere(siteInScope(oneSite, sites.id))).toEqual([campsite.id]);
    expect(await siteIdsWhere(siteInScope(emptyScope, sites.id))).toEqual([]);
    expect(await siteIdsWhere(siteInScope(unscoped, sites.id))).toHaveLength(3);
    // Holding one campsite is not holding its organism.
    expect(await siteIdsWhere(organismInScope(oneSite, sites.organismId))).toEqual([]);
    const hotelScope = assignedScope([hotels.id], []);
    expect(await siteIdsWhere(organismInScope(hotelScope, sites.organismId))).toEqual(hotelSites.map((s) => s.id));
  });

  it("tells whether an organism-or-site row is in scope, never NULL", async () => {
    const user = await insertUser(database.db, {
      locations: [
        { type: "Organism", id: hotels.id },
        { type: "Site", id: campsite.id },
      ],
    });
    const inScope = async (scope: Scope) =>
      database.db
        .select({ organismId: userLocations.organismId, siteId: userLocations.siteId })
        .from(userLocations)
        .where(and(eq(userLocations.userId, user.id), assignedLocationInScope(scope, userLocations)));
    expect(await inScope(unscoped)).toHaveLength(2);
    expect(await inScope(assignedScope([hotels.id], []))).toEqual([{ organismId: hotels.id, siteId: null }]);
    expect(await inScope(assignedScope([], [campsite.id]))).toEqual([{ organismId: null, siteId: campsite.id }]);
    // Its negation finds the rows out of scope: a NULL would hide them.
    const outside = await database.db
      .select({ id: userLocations.id })
      .from(userLocations)
      .where(and(eq(userLocations.userId, user.id), not(assignedLocationInScope(emptyScope, userLocations))));
    expect(outside).toHaveLength(2);
  });
});
