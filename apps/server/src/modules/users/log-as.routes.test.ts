import type { CurrentUser } from "@ondine/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { auditEvents } from "../../db/schema";
import { sessionFrom, signInAs, type TestSession } from "../../test/sessions";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { buildTestApp } from "../../test/test-app";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser } from "../../test/user-factory";

describe.each(testEngines)("log-as on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: TenancyFixture;

  // Tests share the tenancy fixture, built once: each test signs in its own sessions (a log-as replaces only those), and the audit rows the first test reads, the admin's log-as of the hotel account, no other test makes.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database);
    world = await insertTenancyFixture(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (url: string, session?: TestSession) =>
    app.inject({ method: "GET", url, ...(session ? { headers: session.headers } : {}) });
  const fake = (id: number, session?: TestSession) => get(`/api/users/${id}/fake`, session);
  const resetFake = (session?: TestSession) => get("/api/users/reset_fake", session);

  it("renews the session as the account, with the admin behind it, and back again; both logged", async () => {
    const admin = await signInAs(app, world.admin);
    const response = await fake(world.hotelUser.id, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json<CurrentUser>()).toMatchObject({
      id: world.hotelUser.id,
      fake: true,
      impersonator: { id: world.admin.id, email: world.admin.email },
    });
    const impersonating = sessionFrom(response);
    expect(impersonating.sessionToken).not.toBe(admin.sessionToken);
    // The admin's own session was replaced, not kept beside.
    expect((await get("/api/users/me", admin)).statusCode).toBe(401);
    expect((await get("/api/users/me", impersonating)).json()).toMatchObject({ id: world.hotelUser.id, fake: true });

    const back = await resetFake(impersonating);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id: world.admin.id, fake: false, impersonator: null });
    const adminAgain = sessionFrom(back);
    expect((await get("/api/users/me", impersonating)).statusCode).toBe(401);
    expect((await get("/api/users/me", adminAgain)).json()).toMatchObject({ id: world.admin.id });

    const events = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, world.admin.id), eq(auditEvents.subjectId, world.hotelUser.id)));
    expect(events.map((event) => event.action)).toEqual(["log_as_start", "log_as_end"]);
    expect(events[0]).toMatchObject({ ip: "127.0.0.1", createdAt: expect.any(Date) });
  });

  it("lets a manager log in as an account of their tenancy only", async () => {
    const manager = await signInAs(app, world.manager);
    expect((await fake(world.campsiteUser.id, manager)).statusCode).toBe(404);
    expect((await fake(world.admin.id, manager)).statusCode).toBe(404);
    expect((await fake(world.manager.id, manager)).statusCode).toBe(403);
    expect((await fake(world.hotelUser.id, manager)).statusCode).toBe(200);
  });

  it("answers 403 without account management, 401 anonymous, 403 without the CSRF header", async () => {
    const operator = await signInAs(app, world.operator);
    expect((await fake(world.hotelUser.id, operator)).statusCode).toBe(403);
    expect((await fake(world.hotelUser.id)).statusCode).toBe(401);
    const admin = await signInAs(app, world.admin);
    const noCsrf = await app.inject({
      method: "GET",
      url: `/api/users/${world.hotelUser.id}/fake`,
      headers: { cookie: admin.headers.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it("refuses deactivated accounts (403), a second log-as (422) and API tokens (403)", async () => {
    const former = await insertUser(database.db, { deleted: true });
    const admin = await signInAs(app, world.admin);
    expect((await fake(former.id, admin)).statusCode).toBe(403);

    // Logged in as a manager, who could log in as others: one log-as at a time.
    const asManager = sessionFrom(await fake(world.manager.id, admin));
    expect((await fake(world.hotelUser.id, asManager)).statusCode).toBe(422);

    const token = await app.inject({
      method: "POST",
      url: "/api/generate_api_token",
      headers: (await signInAs(app, world.admin)).headers,
    });
    const viaToken = await app.inject({
      method: "GET",
      url: `/api/users/${world.hotelUser.id}/fake`,
      headers: { "x-api-token": token.json().api_token },
    });
    expect(viaToken.statusCode).toBe(403);
  });

  it("answers reset_fake 422 when not logged in as someone, 401 anonymous", async () => {
    expect((await resetFake(await signInAs(app, world.operator))).statusCode).toBe(422);
    expect((await resetFake()).statusCode).toBe(401);
  });

  it("records the admin behind a log-as as the creator of accounts made meanwhile", async () => {
    const otherAdmin = await insertUser(database.db, { admin: true });
    const impersonating = sessionFrom(await fake(otherAdmin.id, await signInAs(app, world.admin)));
    const response = await app.inject({
      method: "POST",
      url: "/api/users",
      headers: impersonating.headers,
      payload: {
        user: {
          first_name: "Jade",
          last_name: "Roux",
          email: "jade.roux@example.test",
          country: "FR",
          user_locations_attributes: [{ location_id: world.campsite.id, location_type: "Site" }],
        },
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ creator_id: world.admin.id });
    const [created] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "user_created"), eq(auditEvents.subjectId, response.json().id)));
    expect(created).toMatchObject({ actorId: otherAdmin.id, impersonatorId: world.admin.id });
  });
});
