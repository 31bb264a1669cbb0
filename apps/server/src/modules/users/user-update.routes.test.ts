import type { UserPresentation } from "@ondine/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { auditEvents } from "../../db/schema";
import { signInAs, type TestSession } from "../../test/sessions";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { buildTestApp } from "../../test/test-app";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser, type TestUser } from "../../test/user-factory";

describe.each(testEngines)("PATCH /api/users/{id} on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: TenancyFixture;
  let manager: TestSession;
  let target: TestUser;

  // Tests share the tenancy fixture and the manager's session, built once: each test edits the account beforeEach makes for it (or one it makes), and the one fixture account a test edits, the operator's own, no other test reads but for its unchanged e-mail.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database);
    world = await insertTenancyFixture(database.db);
    manager = await signInAs(app, world.manager);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(async () => {
    target = await insertUser(database.db, {
      firstName: "Luc",
      lastName: "Petit",
      roles: ["events", "supervision"],
      locations: [{ type: "Site", id: world.hotelSites[0].id }],
    });
  });

  const show = async (id: number, session: TestSession = manager) =>
    (await app.inject({ method: "GET", url: `/api/users/${id}`, headers: session.headers })).json<UserPresentation>();

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
      user_locations_attributes: user.locations.map((location) => ({
        id: location.id,
        location_id: location.location_id,
        location_type: location.location_type,
      })),
      ...changes,
    },
  });

  const patch = (id: number, payload: unknown, session: TestSession = manager) =>
    app.inject({ method: "PATCH", url: `/api/users/${id}`, headers: session.headers, payload: payload as object });

  it("saves the form, adds and removes locations, and logs what changed", async () => {
    const before = await show(target.id);
    const [assignment] = before.locations;
    const response = await patch(
      target.id,
      formOf(before, {
        last_name: "Petit-Durand",
        function: "Gouvernante",
        roles: { ...before.role_flags, code: 1 },
        user_locations_attributes: [
          { id: assignment?.id, location_id: assignment?.location_id, location_type: "Site", _destroy: true },
          { location_id: world.hotels.id, location_type: "Organism" },
        ],
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      last_name: "Petit-Durand",
      function: "Gouvernante",
      role_flags: { code: 1, events: 1, supervision: 1 },
      organism_names: [world.hotels.name],
      site_names: [],
    });
    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "user_updated"), eq(auditEvents.subjectId, target.id)));
    expect(event).toMatchObject({ actorId: world.manager.id });
    expect(event?.details).toMatchObject({
      changed: expect.arrayContaining(["lastName", "function", "roleFlags"]),
      locations_added: [`Organism-${world.hotels.id}`],
      locations_removed: 1,
    });
  });

  it("keeps the roles a non-admin does not hold, sent back unchanged", async () => {
    const response = await patch(target.id, formOf(await show(target.id), { first_name: "Lucien" }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: "Lucien", role_flags: { events: 1, supervision: 1 } });
  });

  it.each([
    ["a role they do not hold", { roles: { api: 1 } }],
    ["untick a role they do not hold", { roles: { events: 0 } }],
    ["the admin flag", { admin: true }],
    ["the standard role type", { roles_type: "standard" }],
    ["the beta console setting", { beta_only: true }],
  ])("answers a non-admin setting %s 403 and changes nothing", async (_case, changes) => {
    const before = await show(target.id);
    const response = await patch(target.id, formOf(before, { ...changes, first_name: "Changed" }));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("NOT_ALLOWED");
    expect((await show(target.id)).first_name).toBe("Luc");
  });

  it("answers a location outside the actor's scope 404, naming nothing, and changes nothing", async () => {
    const before = await show(target.id);
    const response = await patch(
      target.id,
      formOf(before, {
        user_locations_attributes: [
          ...formOf(before).user.user_locations_attributes,
          { location_id: world.campsite.id, location_type: "Site" },
        ],
      }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: expect.any(String), errors: {} });
    expect((await show(target.id)).locations).toEqual(before.locations);
  });

  it("answers an assignment id of another account 404", async () => {
    const other = await show(world.hotelUser.id);
    const response = await patch(
      target.id,
      formOf(await show(target.id), {
        user_locations_attributes: [
          { id: other.locations[0]?.id, location_id: world.hotelSites[0].id, location_type: "Site", _destroy: true },
          { location_id: world.hotels.id, location_type: "Organism" },
        ],
      }),
    );
    expect(response.statusCode).toBe(404);
    expect((await show(world.hotelUser.id)).locations).toEqual(other.locations);
  });

  it("answers removing every location 422", async () => {
    const before = await show(target.id);
    const [assignment] = formOf(before).user.user_locations_attributes;
    // Kept and removed at once: the schema sees a location, the account would keep none.
    const response = await patch(
      target.id,
      formOf(before, { user_locations_attributes: [{ ...assignment, _destroy: true }, assignment] }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ "user.user_locations_attributes": ["formErrors.locations_required"] });
  });

  it("answers an edit without salutation 422 (docs/product.md#accounts-validation: required in account editing)", async () => {
    const { salutation: _salutation, ...withoutSalutation } = formOf(await show(target.id)).user;
    const response = await patch(target.id, { user: withoutSalutation });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ "user.salutation": ["formErrors.required"] });
  });

  it("answers an email another account uses 422 users.email_unavailable", async () => {
    const response = await patch(target.id, formOf(await show(target.id), { email: world.operator.email }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ "user.email": ["users.email_unavailable"] });
  });

  it("answers an account outside the actor's tenancy 404 and an unknown id 404", async () => {
    const admin = await signInAs(app, world.admin);
    const outsider = await show(world.campsiteUser.id, admin);
    expect((await patch(world.campsiteUser.id, formOf(outsider))).statusCode).toBe(404);
    expect((await patch(999_999, formOf(outsider))).statusCode).toBe(404);
    expect((await patch(Number.NaN, formOf(outsider))).statusCode).toBe(404);
  });

  it("lets someone without account management edit only themself, not even the accounts they created", async () => {
    const operator = await signInAs(app, world.operator);
    const self = await show(world.operator.id, operator);
    const selfEdit = await patch(world.operator.id, formOf(self, { phone: "+33 6 12 34 56 78" }), operator);
    expect(selfEdit.statusCode).toBe(200);
    expect(selfEdit.json().phone).toBe("+33 6 12 34 56 78");
    expect((await patch(target.id, formOf(await show(target.id)), operator)).statusCode).toBe(403);

    // Having created an account is no right: one on the campsite is out of reach.
    const created = await insertUser(database.db, {
      creatorId: world.operator.id,
      locations: [{ type: "Site", id: world.campsite.id }],
    });
    const admin = await signInAs(app, world.admin);
    expect((await patch(created.id, formOf(await show(created.id, admin)), operator)).statusCode).toBe(404);
  });

  it("answers 403 to a non-admin editing a deactivated account", async () => {
    const former = await insertUser(database.db, {
      deleted: true,
      locations: [{ type: "Site", id: world.hotelSites[0].id }],
    });
    expect((await patch(former.id, formOf(await show(former.id)))).statusCode).toBe(403);
  });
});
