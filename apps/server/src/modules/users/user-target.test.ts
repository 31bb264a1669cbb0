import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { markInScope } from "../../scope/in-scope";
import { assignedScope, unscoped } from "../../scope/scope";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser, type TestUser } from "../../test/user-factory";
import { presentUserById } from "./user-target";

describe.each(testEngines)("presentUserById on %s", (engine) => {
  let database: DatabaseHandle;
  let world: TenancyFixture;
  let onBoth: TestUser;

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
