import type { AccountManagerLevel, UserPresentation } from "@ondine/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { users } from "../../db/schema";
import { signInAs, type TestSession } from "../../test/sessions";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { buildTestApp } from "../../test/test-app";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser, type TestUser } from "../../test/user-factory";

// Vendor-admin levels (docs/product.md#accounts-permissions): what a non-admin account manager may change.
describe.each(testEngines)("account manager levels on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: TenancyFixture;
  let admin: TestSession;
  const managers = {} as Record<AccountManagerLevel, TestSession>;
  let target: TestUser;

  // Tests share the tenancy fixture and one manager per level, built once: each test edits the account beforeEach makes for it, or creates accounts under addresses of its own.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database);
    world = await insertTenancyFixture(database.db);
    admin = await signInAs(app, world.admin);
    for (const level of ["contacts", "features", "both"] as const) {
      const manager = await insertUser(database.db, {
        roles: ["accounts_create", "supervision", "events", "code"],
        locations: [{ type: "Organism", id: world.hotels.id }],
      });
      await database.db.update(users).set({ accountManagerLevel: level }).where(eq(users.id, manager.id));
      managers[level] = await signInAs(app, manager);
    }
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(async () => {
    target = await insertUser(database.db, {
      firstName: "Luc",
      lastName: "Petit",
      roles: ["supervision"],
      locations: [{ type: "Site", id: world.hotelSites[0].id }],
    });
  });

  const show = async (id: number) =>
    (await app.inject({ method: "GET", url: `/api/users/${id}`, headers: admin.headers })).json<UserPresentation>();

  /** The form as the console sends it back: every field of the account, then the changes. */
  const formOf = (user: UserPresentation, changes: Record<string, unknown> = {}) => ({
    user: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      country: user.country,
      salutation: user.salutation ?? "mr",
      admin: user.admin,
      roles_type: user.roles_type,
      roles: user.role_flags,
      account_manager_level: user.account_manager_level,
      user_locations_attributes: user.locations.map((location) => ({
        id: location.id,
        location_id: location.location_id,
        location_type: location.location_type,
      })),
      ...changes,
    },
  });

  const patch = (id: number, payload: unknown, session: TestSession) =>
    app.inject({ method: "PATCH", url: `/api/users/${id}`, headers: session.headers, payload: payload as object });

  const newAccount = (email: string, changes: Record<string, unknown> = {}) => ({
    user: {
      first_name: "Anne",
      last_name: "Morel",
      email,
      country: "FR",
      user_locations_attributes: [{ location_id: world.hotelSites[1].id, location_type: "Site" }],
      ...changes,
    },
  });

  const create = (payload: unknown, session: TestSession) =>
    app.inject({ method: "POST", url: "/api/users", headers: session.headers, payload: payload as object });

  const accountsNamed = (email: string) => database.db.select().from(users).where(eq(users.email, email));

  describe("contacts and perimeter only", () => {
    it("creates an account, which gets the standard roles the manager holds", async () => {
      const response = await create(newAccount("contacts.new@example.test"), managers.contacts);
      expect(response.statusCode).toBe(201);
      expect(response.json<UserPresentation>().role_flags).toEqual(
        expect.objectContaining({ supervision: 1, events: 1, statistic_home: 0, requests: 0, code: 0 }),
      );
    });

    it("answers any other roles sent on creation 403 errors.roles, and creates nothing", async () => {
      const response = await create(
        newAccount("contacts.roles@example.test", { roles: { supervision: 1, events: 1, code: 1 } }),
        managers.contacts,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: "NOT_ALLOWED",
        message: expect.any(String),
        errors: { roles: ["accounts.errors.features_not_allowed"] },
      });
      expect(await accountsNamed("contacts.roles@example.test")).toEqual([]);
    });

    it("edits names, function, phone and locations", async () => {
      const before = await show(target.id);
      const response = await patch(
        target.id,
        formOf(before, {
          last_name: "Petit-Durand",
          function: "Gouvernante",
          phone: "+33 6 00 00 00 01",
          user_locations_attributes: [
            ...formOf(before).user.user_locations_attributes,
            { location_id: world.hotelSites[1].id, location_type: "Site" },
          ],
        }),
        managers.contacts,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        last_name: "Petit-Durand",
        function: "Gouvernante",
        phone: "+33 6 00 00 00 01",
        site_names: expect.arrayContaining([world.hotelSites[0].name, world.hotelSites[1].name]),
      });
    });

    it("answers a change of roles 403 errors.roles and changes nothing", async () => {
      const before = await show(target.id);
      const response = await patch(
        target.id,
        formOf(before, { first_name: "Lucien", roles: { ...before.role_flags, code: 1 } }),
        managers.contacts,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual({ roles: ["accounts.errors.features_not_allowed"] });
      expect(await show(target.id)).toMatchObject({ first_name: "Luc", role_flags: { code: 0 } });
    });
  });

  describe("features only", () => {
    it("answers a creation 403 errors.user and creates nothing", async () => {
      const response = await create(newAccount("features.new@example.test"), managers.features);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual({ user: ["accounts.errors.contacts_not_allowed"] });
      expect(await accountsNamed("features.new@example.test")).toEqual([]);
    });

    it.each([
      ["a name", { last_name: "Durand" }],
      ["the e-mail address", { email: "luc.durand@example.test" }],
      ["the country", { country: "DE" }],
      ["the function", { function: "Réception" }],
    ])("answers a change of %s 403 errors.user and changes nothing", async (_field, changes) => {
      const before = await show(target.id);
      const response = await patch(target.id, formOf(before, changes), managers.features);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual({ user: ["accounts.errors.contacts_not_allowed"] });
      expect(await show(target.id)).toEqual(before);
    });

    it("answers a change of locations 403 errors.user", async () => {
      const before = await show(target.id);
      const added = [
        ...formOf(before).user.user_locations_attributes,
        { location_id: world.hotelSites[1].id, location_type: "Site" },
      ];
      const response = await patch(target.id, formOf(before, { user_locations_attributes: added }), managers.features);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual({ user: ["accounts.errors.contacts_not_allowed"] });
      expect((await show(target.id)).locations).toHaveLength(1);
    });

    it("changes the roles it holds, not others", async () => {
      const before = await show(target.id);
      const granted = await patch(
        target.id,
        formOf(before, { roles: { ...before.role_flags, code: 1, supervision: 0 } }),
        managers.features,
      );
      expect(granted.statusCode).toBe(200);
      expect(granted.json().role_flags).toMatchObject({ code: 1, supervision: 0 });
      const beyond = await patch(target.id, formOf(await show(target.id), { roles: { api: 1 } }), managers.features);
      expect(beyond.statusCode).toBe(403);
      expect((await show(target.id)).role_flags.api).toBe(0);
    });
  });

  describe("both", () => {
    it("creates accounts and edits identity, locations and the roles it holds, as before", async () => {
      const created = await create(newAccount("both.new@example.test", { roles: { code: 1 } }), managers.both);
      expect(created.statusCode).toBe(201);
      expect(created.json().role_flags).toMatchObject({ code: 1, supervision: 0 });
      const before = await show(target.id);
      const response = await patch(
        target.id,
        formOf(before, { first_name: "Lucien", roles: { ...before.role_flags, events: 1 } }),
        managers.both,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ first_name: "Lucien", role_flags: { events: 1 } });
    });
  });

  describe("setting the level", () => {
    it("is an admin's: the answer shows it", async () => {
      const before = await show(target.id);
      expect(before.account_manager_level).toBe("both");
      const response = await patch(
        target.id,
        formOf(before, { roles: { ...before.role_flags, accounts_create: 1 }, account_manager_level: "contacts" }),
        admin,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ account_manager_level: "contacts", role_flags: { accounts_create: 1 } });
    });

    it("answers a manager sending another level 403, and one sending it back unchanged 200", async () => {
      const before = await show(target.id);
      const refused = await patch(target.id, formOf(before, { account_manager_level: "features" }), managers.both);
      expect(refused.statusCode).toBe(403);
      expect((await show(target.id)).account_manager_level).toBe("both");
      const echoed = await patch(target.id, formOf(before, { first_name: "Lucien" }), managers.both);
      expect(echoed.statusCode).toBe(200);
    });

    it("answers a level that is not one 422", async () => {
      const response = await patch(target.id, formOf(await show(target.id), { account_manager_level: "all" }), admin);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ "user.account_manager_level": ["formErrors.invalid"] });
    });
  });
});
