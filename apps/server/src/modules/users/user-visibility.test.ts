import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { users } from "../../db/schema";
import { assignedScope, emptyScope, type Scope, unscoped } from "../../scope/scope";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser, type TestUser } from "../../test/user-factory";
import { userVisibleTo } from "./user-visibility";

describe.each(testEngines)("which accounts a viewer can know of, on %s", (engine) => {
  let database: DatabaseHandle;
  let world: TenancyFixture;
  let hotelsScope: Scope;
  let mixed: TestUser;
  let noLocation: TestUser;
  let hotelAdmin: TestUser;
  let createdElsewhere: TestUser;

  // Tests share the tenancy fixture and four more accounts, built once: every test only reads which accounts a viewer sees.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const { db } = database;
    world = await insertTenancyFixture(db);
    const [hotelA, hotelB] = world.hotelSites;
    hotelsScope = assignedScope([world.hotels.id], [hotelA.id, hotelB.id]);
    mixed = await insertUser(db, {
      locations: [
        { type: "Site", id: hotelA.id },
        { type: "Site", id: world.campsite.id },
      ],
    });
    noLocation = await insertUser(db, {});
    hotelAdmin = await insertUser(db, { admin: true, locations: [{ type: "Organism", id: world.hotels.id }] });
    createdElsewhere = await insertUser(db, {
      locations: [{ type: "Site", id: world.campsite.id }],
      creatorId: world.manager.id,
    });
  });
  afterAll(() => database.close());

  const visibleIds = async (viewer: { id: number; admin: boolean }, scope: Scope) =>
    (
      await database.db.select({ id: users.id }).from(users).where(userVisibleTo(viewer, scope)).orderBy(asc(users.id))
    ).map((row) => row.id);

  it("shows an admin every account", async () => {
    const all = await database.db.select({ id: users.id }).from(users);
    expect(await visibleIds({ id: world.admin.id, admin: true }, unscoped)).toHaveLength(all.length);
  });

  it("shows others themself and the non-admin accounts whose every location is theirs, not what they created", async () => {
    const ids = await visibleIds({ id: world.manager.id, admin: false }, hotelsScope);
    expect(ids.sort()).toEqual([world.manager.id, world.operator.id, world.hotelUser.id].sort());
    // Not: an account also on the campsite, an account without locations, an admin, the campsite's people,
    // an account the viewer created on the campsite.
    for (const hidden of [mixed, noLocation, hotelAdmin, world.campsiteUser, world.admin, createdElsewhere]) {
      expect(ids).not.toContain(hidden.id);
    }
  });

  it("shows someone holding a single site only the accounts on that site", async () => {
    const [hotelA] = world.hotelSites;
    const ids = await visibleIds({ id: world.hotelUser.id, admin: false }, assignedScope([], [hotelA.id]));
    expect(ids).toEqual([world.hotelUser.id]);
  });

  it("shows an account without locations only itself", async () => {
    expect(await visibleIds({ id: noLocation.id, admin: false }, emptyScope)).toEqual([noLocation.id]);
  });
});
