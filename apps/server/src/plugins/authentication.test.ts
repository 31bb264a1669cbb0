import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db";
import { startSession } from "../modules/sessions";
import { signInAs } from "../test/sessions";
import { buildTestApp } from "../test/test-app";
import { openTestDatabase, testEngines } from "../test/test-database";
import { insertUser } from "../test/user-factory";
import { requireActor, requireAdmin } from "./authentication";

/** Routes that exist only here, to exercise the plugin as other modules will use it. */
async function testRoutes(app: FastifyInstance) {
  app.get("/api/test/whoami", async (request) => ({ actor: request.actor }));
  app.post("/api/test/write", async (request) => ({ id: requireActor(request).id }));
  app.get("/api/test/read", async (request) => ({ id: requireActor(request).id }));
  app.get("/api/test/state-changing-get", { config: { changesState: true } }, async (request) => ({
    id: requireActor(request).id,
  }));
  app.post("/api/test/declared-read", { config: { readsOnly: true } }, async (request) => ({
    id: requireActor(request).id,
  }));
  app.get("/api/test/admin", async (request) => ({ id: requireAdmin(request).id }));
  app.post("/api/test/log-as/:id", async (request, reply) => {
    const actor = requireActor(request);
    const { id } = request.params as { id: string };
    const next = await startSession(reply, request, {
      userId: Number(id),
      impersonatorId: actor.id,
      rememberMe: false,
    });
    return { id: next.id, impersonatorId: next.impersonatorId };
  });
}

describe.each(testEngines)("the authentication plugin on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  // Tests share one app and its test routes: each test signs in accounts it makes, so a log-as replaces only its own session.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database);
    app.register(testRoutes);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("sets request.actor from the session: the user, their roles and locations", async () => {
    const user = await insertUser(database.db, { roles: ["supervision", "api", "not-a-role"] });
    const { headers, sessionToken } = await signInAs(app, user);
    const response = await app.inject({ method: "GET", url: "/api/test/whoami", headers: { cookie: headers.cookie } });
    expect(response.json().actor).toMatchObject({
      id: user.id,
      email: user.email,
      admin: false,
      roleFlags: ["supervision", "api"],
      locations: [],
      impersonatorId: null,
      authenticatedBy: "session",
      rememberMe: false,
    });
    expect(response.json().actor.sessionId).toHaveLength(64);
    expect(response.json().actor.sessionId).not.toBe(sessionToken);
    expect(response.json().actor.roles.network["status.home"]).toBe(1);
  });

  it("leaves anonymous requests with a null actor", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/whoami" });
    expect(response.json()).toEqual({ actor: null });
  });

  it("needs X-CSRF-Token on non-GET calls and on GETs flagged changesState", async () => {
    const user = await insertUser(database.db);
    const { headers } = await signInAs(app, user);
    const cookieOnly = { cookie: headers.cookie };
    expect((await app.inject({ method: "POST", url: "/api/test/write", headers: cookieOnly })).statusCode).toBe(403);
    const wrong = { ...cookieOnly, "x-csrf-token": `${headers["x-csrf-token"]}x` };
    expect((await app.inject({ method: "POST", url: "/api/test/write", headers: wrong })).statusCode).toBe(403);
    expect((await app.inject({ method: "POST", url: "/api/test/write", headers })).statusCode).toBe(200);
    const flagged = await app.inject({ method: "GET", url: "/api/test/state-changing-get", headers: cookieOnly });
    expect(flagged.statusCode).toBe(403);
    expect(flagged.json()).toMatchObject({ code: "NOT_ALLOWED" });
    expect((await app.inject({ method: "GET", url: "/api/test/state-changing-get", headers })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/test/read", headers: cookieOnly })).statusCode).toBe(200);
  });

  it("refuses a read-only API token the calls that change state, unless their route declares a read", async () => {
    const user = await insertUser(database.db, { roles: ["api"] });
    const session = await signInAs(app, user);
    const made = await app.inject({
      method: "POST",
      url: "/api/generate_api_token",
      headers: session.headers,
      payload: { read_only: true },
    });
    const token = { "x-api-token": made.json().api_token };
    const write = await app.inject({ method: "POST", url: "/api/test/write", headers: token });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: "NOT_ALLOWED" });
    expect((await app.inject({ method: "GET", url: "/api/test/state-changing-get", headers: token })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: "GET", url: "/api/test/read", headers: token })).statusCode).toBe(200);
    const declared = await app.inject({ method: "POST", url: "/api/test/declared-read", headers: token });
    expect(declared.json()).toEqual({ id: user.id });
    expect((await app.inject({ method: "POST", url: "/api/test/no-such-call", headers: token })).statusCode).toBe(404);
    const whoami = await app.inject({ method: "GET", url: "/api/test/whoami", headers: token });
    expect(whoami.json().actor).toMatchObject({ authenticatedBy: "api_token", apiTokenReadOnly: true });
    // A declared read is no exemption from CSRF for a session.
    const cookieOnly = { cookie: session.headers.cookie };
    expect((await app.inject({ method: "POST", url: "/api/test/declared-read", headers: cookieOnly })).statusCode).toBe(
      403,
    );
  });

  it("does not accept another session's CSRF token", async () => {
    const user = await insertUser(database.db);
    const mine = await signInAs(app, user);
    const theirs = await signInAs(app, await insertUser(database.db));
    const headers = { cookie: mine.headers.cookie, "x-csrf-token": theirs.csrfToken };
    expect((await app.inject({ method: "POST", url: "/api/test/write", headers })).statusCode).toBe(403);
  });

  it("answers requireAdmin 403 for others and 401 for anonymous requests", async () => {
    const user = await insertUser(database.db);
    const { headers } = await signInAs(app, user);
    expect((await app.inject({ method: "GET", url: "/api/test/admin", headers })).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/test/admin" })).statusCode).toBe(401);
  });

  it("starts a log-as session with a new id, acting as the target and naming the admin", async () => {
    const admin = await insertUser(database.db, { admin: true });
    const target = await insertUser(database.db, { firstName: "Target" });
    const adminSession = await signInAs(app, admin);
    const response = await app.inject({
      method: "POST",
      url: `/api/test/log-as/${target.id}`,
      headers: adminSession.headers,
    });
    expect(response.json()).toEqual({ id: target.id, impersonatorId: admin.id });
    const next = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
    expect(next.ondine_session).not.toBe(adminSession.sessionToken);
    const me = await app.inject({
      method: "GET",
      url: "/api/users/me",
      headers: { cookie: `ondine_session=${next.ondine_session}` },
    });
    expect(me.json()).toMatchObject({ id: target.id, fake: true, impersonator: { id: admin.id, email: admin.email } });
    // The admin's own session was replaced.
    const old = await app.inject({
      method: "GET",
      url: "/api/users/me",
      headers: { cookie: adminSession.headers.cookie },
    });
    expect(old.statusCode).toBe(401);
  });

  it("does not look at cookies outside /api", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/not-api",
      headers: { cookie: "ondine_session=whatever" },
    });
    expect(response.statusCode).not.toBe(403);
  });
});
