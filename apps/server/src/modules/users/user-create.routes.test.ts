import type { UserPresentation } from "@ondine/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { auditEvents, outboxMessages, users } from "../../db/schema";
import { lastMessageTo, signInAs, type TestSession } from "../../test/sessions";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { buildTestApp } from "../../test/test-app";
import { openTestDatabase, testEngines } from "../../test/test-database";

const publicUrl = "http://console.test";

/** A multipart/form-data body from bracket-notation fields, as the console's form sends it. */
function multipart(fields: Record<string, string>) {
  const boundary = "----ondine-test-boundary";
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join("")}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(testEngines)("POST /api/users on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: TenancyFixture;
  let admin: TestSession;

  // Tests share the tenancy fixture and the admin's session, built once: each test creates accounts under addresses of its own and reads back only those (the outbox count one test takes is before and after its own refused call).
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, { publicUrl });
    world = await insertTenancyFixture(database.db);
    admin = await signInAs(app, world.admin);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const form = (email: string, overrides: Record<string, unknown> = {}) => ({
    user: {
      first_name: "Anne",
      last_name: "Morel",
      email,
      country: "FR",
      function: "Réception",
      roles: { supervision: 1, code: 1 },
      user_locations_attributes: [
        { location_id: world.hotels.id, location_type: "Organism" },
        { location_id: world.campsite.id, location_type: "Site" },
      ],
      ...overrides,
    },
  });

  const create = (payload: unknown, session: TestSession = admin) =>
    app.inject({ method: "POST", url: "/api/users", headers: session.headers, payload: payload as object });

  it("creates an unconfirmed account with its locations and roles, mails its confirmation link and logs it", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/users",
      headers: { ...admin.headers, "accept-language": "en" },
      payload: form("Anne.Morel@Example.test"),
    });
    expect(response.statusCode).toBe(201);
    const user = response.json<UserPresentation>();
    expect(user).toMatchObject({
      email: "anne.morel@example.test",
      first_name: "Anne",
      function: "Réception",
      state: "unconfirmed",
      admin: false,
      language: "en",
      creator_id: world.admin.id,
      creator_email: world.admin.email,
      organism_names: [world.hotels.name],
      site_names: [world.campsite.name],
    });
    expect(user.role_flags).toMatchObject({ supervision: 1, code: 1, events: 0 });

    const mail = await lastMessageTo(database.db, "anne.morel@example.test");
    expect(mail.language).toBe("en");
    expect(mail.bodyText).toContain(`${publicUrl}/account/password/create/`);
    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "user_created"), eq(auditEvents.subjectId, user.id)));
    expect(event).toMatchObject({ actorId: world.admin.id, ip: "127.0.0.1" });
  });

  it("takes the same form as multipart/form-data in bracket notation", async () => {
    const { payload, contentType } = multipart({
      "user[first_name]": "Paul",
      "user[last_name]": "Girard",
      "user[email]": "paul.girard@example.test",
      "user[country]": "GB",
      "user[admin]": "false",
      "user[roles][events]": "1",
      "user[user_locations_attributes][0][location_id]": String(world.hotelSites[1].id),
      "user[user_locations_attributes][0][location_type]": "Site",
    });
    const response = await app.inject({
      method: "POST",
      url: "/api/users",
      headers: { ...admin.headers, "content-type": contentType },
      payload,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: "paul.girard@example.test",
      country: "GB",
      role_flags: { events: 1 },
      site_names: [world.hotelSites[1].name],
    });
  });

  it("answers a multipart field it cannot read 400, and a bad value 422 like JSON", async () => {
    const unreadable = multipart({ "user[first_name": "x" });
    const response = await app.inject({
      method: "POST",
      url: "/api/users",
      headers: { ...admin.headers, "content-type": unreadable.contentType },
      payload: unreadable.payload,
    });
    expect(response.statusCode).toBe(400);
    const invalid = multipart({ "user[first_name]": "Paul", "user[admin]": "maybe" });
    const answer = await app.inject({
      method: "POST",
      url: "/api/users",
      headers: { ...admin.headers, "content-type": invalid.contentType },
      payload: invalid.payload,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toMatchObject({ "user.admin": expect.any(Array), "user.email": expect.any(Array) });
  });

  it("answers a file in the form 400 (the form has none), and multipart on other calls 400", async () => {
    const boundary = "----ondine-file";
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n--${boundary}--\r\n`;
    const headers = { ...admin.headers, "content-type": `multipart/form-data; boundary=${boundary}` };
    expect((await app.inject({ method: "POST", url: "/api/users", headers, payload })).statusCode).toBe(400);
    const elsewhere = await app.inject({ method: "PATCH", url: "/api/users/update_password", headers, payload });
    expect(elsewhere.json()).toMatchObject({ code: "WRONG_PARAMETERS" });
  });

  it("answers an email already used, whatever its case, 422 users.email_unavailable and creates nothing", async () => {
    const before = await database.db.select().from(outboxMessages);
    const response = await create(form(world.manager.email.toUpperCase()));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: "INVALID_PARAMETERS",
      message: expect.any(String),
      errors: { "user.email": ["users.email_unavailable"] },
    });
    expect(await database.db.select().from(outboxMessages)).toHaveLength(before.length);
  });

  it("answers 422 with the fields at fault, a location required", async () => {
    const response = await create(form("new@example.test", { first_name: " ", user_locations_attributes: [] }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      "user.first_name": ["formErrors.required"],
      "user.user_locations_attributes": ["formErrors.locations_required"],
    });
  });

  it("answers a location that does not exist 404 naming nothing, and creates nothing", async () => {
    const response = await create(
      form("ghost@example.test", { user_locations_attributes: [{ location_id: 999_999, location_type: "Site" }] }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: expect.any(String), errors: {} });
    expect(await database.db.select().from(users).where(eq(users.email, "ghost@example.test"))).toEqual([]);
  });

  it("lets an admin create an admin", async () => {
    const response = await create(form("second.admin@example.test", { admin: true, roles_type: "custom" }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ admin: true, available_roles: expect.arrayContaining(["api"]) });
  });

  it("answers 403 to someone without account management (docs/product.md#accounts-permissions), 401 anonymous", async () => {
    const operator = await signInAs(app, world.operator);
    const onHotels = { user_locations_attributes: [{ location_id: world.hotels.id, location_type: "Organism" }] };
    const response = await create(form("by.operator@example.test", onHotels), operator);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("NOT_ALLOWED");
    expect(await database.db.select().from(users).where(eq(users.email, "by.operator@example.test"))).toEqual([]);
    const anonymous = await app.inject({ method: "POST", url: "/api/users", payload: form("anon@example.test") });
    expect(anonymous.statusCode).toBe(401);
  });

  it("needs the CSRF header with the session cookie", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/users",
      headers: { cookie: admin.headers.cookie },
      payload: form("nocsrf@example.test"),
    });
    expect(response.statusCode).toBe(403);
  });
});
