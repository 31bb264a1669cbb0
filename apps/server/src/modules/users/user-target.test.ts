import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db";
import type { ScopedOrganism } from "../../scope/in-scope";
import { markInScope } from "../../scope/in-scope";
import { assignedScope, unscoped } from "../../scope/scope";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser, type TestUser } from "../../test/user-factory";
import { findUserRecord } from "../auth";
import { presentUserById } from "./user-target";
import { insertUserLocations, updateUser } from "./users.repository";

describe.each(testEngines)("presentUserById on %s", (engine) => {
  let database: DatabaseHandle;
  let world: TenancyFixture;
  let onBoth: TestUser;

  // Tests share the tenancy fixture and one account on both customers' sites, built once: every test only reads it.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    world = await insertTenancyFixture(database.db);
    onBoth = await insertUser(database.db, {
      locations: [
        { type: "Site", id: world.hotelSites[0].id },
        { type: "Site", id: world.campsite.id },
      ],
    });
  });
  afterAll(() => database.close());

  // As a caller holding the account (found in reach) would present it.
  const present = (scope: Parameters<typeof presentUserById>[1]) =>
    presentUserById(database.db, scope, markInScope("account", { id: onBoth.id }));

  it("names every location to an admin", async () => {
    expect((await present(unscoped)).site_names.sort()).toEqual([world.hotelSites[0].name, world.campsite.name].sort());
  });

  it("names only the locations inside the viewer's scope", async () => {
    const answer = await present(
      assignedScope(
        [world.hotels.id],
        world.hotelSites.map((site) => site.id),
      ),
    );
    expect(answer.site_names).toEqual([world.hotelSites[0].name]);
    expect(answer.locations.map((location) => location.location_id)).toEqual([world.hotelSites[0].id]);
  });
});

/**
 * Never called: `tsc -b` checks that each line below is refused, so a bare
 * id, an object shaped like a scoped value, or the wrong kind cannot reach a
 * query of tenant data (docs/security.md "Tenancy").
 */
export function unscopedAccountsAreRefused(db: Database, organism: ScopedOrganism) {
  // @ts-expect-error an account is found in the viewer's reach first
  void updateUser(db, 5, {});
  // @ts-expect-error and its locations in scope
  void insertUserLocations(db, organism, [{ type: "Site", id: 5 }]);
  // @ts-expect-error the presenter names an account found in reach
  void findUserRecord(db, unscoped, 5);
}
