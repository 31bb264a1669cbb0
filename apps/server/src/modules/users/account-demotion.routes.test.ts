import type { UserPresentation } from "@ondine/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { userLocations, users } from "../../db/schema";
import { signInAs, type TestSession } from "../../test/sessions";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { buildTestApp } from "../../test/test-app";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser, type TestUser } from "../../test/user-factory";

/**
 * Admin A creates admin B, a user of another organism
 * and a user of the organism A will keep; A is then demoted to a manager of
 * that one organism. What A reaches is read from A's rights now, never from
 * having created the accounts.
 */
describe.each(testEngines)("a demoted admin's reach over the accounts they created, on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: TenancyFixture;
  let formerAdmin: TestUser;
  let session: TestSession;
  let adminB: UserPresentation;
  let otherOrganismUser: UserPresentation;
  let keptUser: UserPresentation;

  // Tests share one demotion, made once (admin A's accounts, then A demoted), which is what every test probes: they only read, but for one edit of the kept user's first name, which no other test reads.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database);
    world = await insertTenancyFixture(database.db);
    formerAdmin = await insertUser(database.db, { admin: true, lastName: "Former" });
    const asAdmin = await signInAs(app, formerAdmin);
    const create = async (email: string, admin: boolean, location: { type: string; id: number }) => {
      const response = await app.inject({
        method: "POST",
        url: "/api/users",
        headers: asAdmin.headers,
        payload: {
          user: {
            first_name: "Created",
            last_name: email,
            email,
            country: "FR",
            admin,
            roles: { supervision: 1 },
            user_locations_attributes: [{ location_id: location.id, location_type: location.type }],
          },
        },
      });
      expect(response.statusCode).toBe(201);
      return response.json<UserPresentation>();
    };
    adminB = await create("admin-b@example.test", true, { type: "Organism", id: world.hotels.id });
    otherOrganismUser = await create("camper@example.test", false, { type: "Site", id: world.campsite.id });
    keptUser = await create("kept@example.test", false, { type: "Site", id: world.hotelSites[0].id });
    // Confirmed, so that log-as and deletion rules are about reach, not state.
    await database.db.update(users).set({ confirmedAt: new Date() }).where(eq(users.id, otherOrganismUser.id));

    // Another admin demotes A to a manager of the hotel chain, accounts.create kept.
    await database.db
      .update(users)
      .set({ admin: false, roleFlags: ["accounts_create", "supervision"] })
      .where(eq(users.id, formerAdmin.id));
    await database.db.insert(userLocations).values({ userId: formerAdmin.id, organismId: world.hotels.id });
    session = await signInAs(app, formerAdmin);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const request = (method: "GET" | "PATCH" | "DELETE", url: string, payload?: object) =>
    app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

  const formOf = (user: UserPresentation, changes: Record<string, unknown>) => ({
    user: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      country: user.country,
      salutation: "mr",
      admin: user.admin,
      user_locations_attributes: user.locations.map((location) => ({
        id: location.id,
        location_id: location.location_id,
        location_type: location.location_type,
      })),
      ...changes,
    },
  });

  it("no longer reads or edits the admin they created: 404, the e-mail unchanged", async () => {
    expect((await request("GET", `/api/users/${adminB.id}`)).statusCode).toBe(404);
    const takeover = await request("PATCH", `/api/users/${adminB.id}`, formOf(adminB, { email: "mine@example.test" }));
    expect(takeover.statusCode).toBe(404);
    const [row] = await database.db.select().from(users).where(eq(users.id, adminB.id));
    expect(row?.email).toBe("admin-b@example.test");
    expect((await request("GET", `/api/users/${adminB.id}/fake`)).statusCode).toBe(404);
  });

  it("no longer reaches the other organism's user: read, edit, log-as and resend answer 404", async () => {
    const id = otherOrganismUser.id;
    expect((await request("GET", `/api/users/${id}`)).statusCode).toBe(404);
    expect(
      (await request("PATCH", `/api/users/${id}`, formOf(otherOrganismUser, { first_name: "X" }))).statusCode,
    ).toBe(404);
    expect((await request("GET", `/api/users/${id}/fake`)).statusCode).toBe(404);
    expect((await request("GET", `/api/admin/users/${id}/resend_confirmation_instructions`)).statusCode).toBe(404);
    // Deleting is for admins only, whatever the target.
    expect((await request("DELETE", `/api/admin/users/${id}`)).statusCode).toBe(403);
  });

  it("lists only the accounts in reach, the same set the detail answers 200 for", async () => {
    const list = await request("GET", "/api/users?per_page=100");
    expect(list.statusCode).toBe(200);
    const listed = list.json<{ users: UserPresentation[] }>().users.map((user) => user.id);
    expect(listed).toContain(keptUser.id);
    expect(listed).toContain(formerAdmin.id);
    expect(listed).not.toContain(adminB.id);
    expect(listed).not.toContain(otherOrganismUser.id);
    const everyone = await database.db.select({ id: users.id }).from(users);
    for (const { id } of everyone) {
      const status = (await request("GET", `/api/users/${id}`)).statusCode;
      expect([id, status]).toEqual([id, listed.includes(id) ? 200 : 404]);
    }
  });

  it("still manages, with the rights kept, an account of the organism kept", async () => {
    expect((await request("GET", `/api/users/${keptUser.id}`)).statusCode).toBe(200);
    const edit = await request("PATCH", `/api/users/${keptUser.id}`, formOf(keptUser, { first_name: "Kept" }));
    expect(edit.statusCode).toBe(200);
    // It cannot be made an admin by the manager.
    expect((await request("PATCH", `/api/users/${keptUser.id}`, formOf(keptUser, { admin: true }))).statusCode).toBe(
      403,
    );
  });
});
