import { roleFlagKeys } from "@ondine/domain";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { auditEvents, sessions, users } from "../../db/schema";
import { sha256Hex } from "../../security/secret-tokens";
import { insertOrganism } from "../../test/organism-factory";
import { cookiesOf, lastMessageTo, signInAs, tokenInLink } from "../../test/sessions";
import { insertSite } from "../../test/site-factory";
import { buildTestApp } from "../../test/test-app";
import { createTestClock } from "../../test/test-clock";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser } from "../../test/user-factory";

const hour = 3_600_000;

describe.each(testEngines)("sign-in, sign-out and the current user on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const clock = createTestClock();

  // Tests share one app, clock and database: each test signs in accounts it makes and times their sessions and locks from its own sign-in, on a clock the tests only move forward (the audit count one test takes is before and after its own refused calls).
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, { publicUrl: "https://console.ondine.test" }, { clock });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const signInRequest = (email: string, password: string, extra: Record<string, unknown> = {}) =>
    app.inject({ method: "POST", url: "/api/users/sign_in", payload: { email, password, ...extra } });

  /** docs/product.md#errors: what five wrong passwords in a row answer, one reason each. */
  const lockoutSequence = [
    "invalid_credentials",
    "invalid_credentials",
    "invalid_credentials",
    "last_attempt",
    "locked",
  ];
  const reasonsOfFiveFailures = async (email: string, passwordOf: (attempt: number) => string) => {
    const reasons: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      reasons.push((await signInRequest(email, passwordOf(attempt))).json().reason);
    }
    return reasons;
  };

  it("signs in with email and password: the current user, and the two cookies", async () => {
    const organism = await insertOrganism(database.db, { name: "Hôtels Lumière" });
    const site = await insertSite(database.db, { organismId: organism.id, name: "Lumière Nantes" });
    const creator = await insertUser(database.db, { admin: true });
    const user = await insertUser(database.db, {
      email: "claire@example.test",
      firstName: "Claire",
      lastName: "Martin",
      roles: ["supervision", "code"],
      creatorId: creator.id,
      locations: [
        { type: "Organism", id: organism.id },
        { type: "Site", id: site.id },
      ],
    });

    const response = await signInRequest("Claire@Example.test", user.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: user.id,
      email: "claire@example.test",
      first_name: "Claire",
      last_name: "Martin",
      admin: false,
      state: "confirmed",
      fake: false,
      impersonator: null,
      creator_email: creator.email,
      available_roles: ["supervision", "code"],
      organism_names: ["Hôtels Lumière"],
      site_names: ["Lumière Nantes"],
      has_api_token: false,
      api_token: null,
      beta_url: null,
    });
    expect(body.roles.network["status.home"]).toBe(1);
    expect(body.roles.codes.create).toBe(1);
    expect(body.roles.portal_advertisement).toBe(0);
    expect(Object.keys(body.role_flags)).toEqual([...roleFlagKeys]);
    expect(body.role_flags).toMatchObject({ supervision: 1, code: 1, events: 0 });
    expect(body.locations).toEqual([
      { id: expect.any(Number), location_id: organism.id, location_type: "Organism", name: "Hôtels Lumière" },
      { id: expect.any(Number), location_id: site.id, location_type: "Site", name: "Lumière Nantes" },
    ]);
    expect(body).not.toHaveProperty("password_hash");
    expect(body).not.toHaveProperty("api_token_hash");

    const session = response.cookies.find((cookie) => cookie.name === "ondine_session");
    const csrf = response.cookies.find((cookie) => cookie.name === "ondine_csrf");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", secure: true });
    expect(session?.expires).toBeUndefined();
    expect(csrf).toMatchObject({ sameSite: "Lax", path: "/", secure: true });
    expect(csrf?.httpOnly).toBeUndefined();

    // Only the SHA-256 of the cookie is stored.
    const [row] = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.id).toBe(sha256Hex(session?.value ?? ""));
    const [stored] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.currentSignInAt).toEqual(clock.now());
    expect(stored?.currentSignInIp).toBe("127.0.0.1");
  });

  it("keeps the cookies 30 days with remember me", async () => {
    const user = await insertUser(database.db);
    const response = await signInRequest(user.email, user.password, { remember_me: true });
    const session = response.cookies.find((cookie) => cookie.name === "ondine_session");
    // Cookie dates have whole seconds.
    const expected = Math.floor((clock.now().getTime() + 30 * 24 * hour) / 1000) * 1000;
    expect(session?.expires?.getTime()).toBe(expected);
  });

  it("answers GET /users/me for the session, and 401 without one", async () => {
    const user = await insertUser(database.db, { admin: true });
    const { headers } = await signInAs(app, user);
    const me = await app.inject({ method: "GET", url: "/api/users/me", headers: { cookie: headers.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.headers["cache-control"]).toBe("no-store");
    expect(me.json()).toMatchObject({ id: user.id, admin: true, available_roles: [...roleFlagKeys] });
    expect(me.json().roles.administration["accounts.create"]).toBe(1);

    const anonymous = await app.inject({ method: "GET", url: "/api/users/me" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: "NOT_AUTHORIZED" });
  });

  it("signs out server-side: the old cookie no longer works", async () => {
    const user = await insertUser(database.db);
    const { headers } = await signInAs(app, user);
    const out = await app.inject({ method: "GET", url: "/api/users/sign_out", headers });
    expect(out.statusCode).toBe(204);
    expect(cookiesOf(out)).toEqual({ ondine_session: "", ondine_csrf: "" });
    const rows = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toEqual([]);
    const me = await app.inject({ method: "GET", url: "/api/users/me", headers });
    expect(me.statusCode).toBe(401);
    const audit = await database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, user.id));
    expect(audit.map((event) => event.action)).toEqual(["sign_in", "sign_out"]);
  });

  it("answers 204 to a sign-out without a session", async () => {
    const response = await app.inject({ method: "GET", url: "/api/users/sign_out" });
    expect(response.statusCode).toBe(204);
  });

  it("refuses a sign-out without the CSRF header (403 NOT_ALLOWED)", async () => {
    const user = await insertUser(database.db);
    const { headers } = await signInAs(app, user);
    const response = await app.inject({
      method: "GET",
      url: "/api/users/sign_out",
      headers: { cookie: headers.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "NOT_ALLOWED" });
    const still = await app.inject({ method: "GET", url: "/api/users/me", headers: { cookie: headers.cookie } });
    expect(still.statusCode).toBe(200);
  });

  it("renews the session id at each sign-in", async () => {
    const user = await insertUser(database.db);
    const first = await signInAs(app, user);
    const second = await app.inject({
      method: "POST",
      url: "/api/users/sign_in",
      headers: first.headers,
      payload: { email: user.email, password: user.password },
    });
    expect(second.statusCode).toBe(200);
    expect(cookiesOf(second).ondine_session).not.toBe(first.sessionToken);
    const old = await app.inject({ method: "GET", url: "/api/users/me", headers: { cookie: first.headers.cookie } });
    expect(old.statusCode).toBe(401);
  });

  it.each([
    ["an unknown address", "nobody@example.test", "whatever-password"],
    ["a wrong password", undefined, "wrong-password"],
  ])("answers %s 401 invalid_credentials", async (_case, email, password) => {
    const user = await insertUser(database.db);
    const response = await signInRequest(email ?? user.email, password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: "NOT_AUTHORIZED",
      message: expect.any(String),
      errors: {},
      reason: "invalid_credentials",
    });
    expect(response.cookies).toEqual([]);
  });

  it("answers an unconfirmed account 401 unconfirmed", async () => {
    const user = await insertUser(database.db, { confirmed: false });
    const response = await signInRequest(user.email, user.password);
    expect(response.statusCode).toBe(401);
    expect(response.json().reason).toBe("unconfirmed");
  });

  it("answers a deactivated account 401 deactivated, only to the right password", async () => {
    const user = await insertUser(database.db, { deleted: true });
    expect((await signInRequest(user.email, user.password)).json().reason).toBe("deactivated");
    expect((await signInRequest(user.email, "wrong-password")).json().reason).toBe("invalid_credentials");
  });

  it("answers 422 with field keys when the form is incomplete", async () => {
    const response = await signInRequest("not-an-email", "");
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ["formErrors.email"], password: ["formErrors.required"] });
  });

  it("refuses a huge sign-in address before anything else, and stores nothing of it", async () => {
    const before = (await database.db.select().from(auditEvents)).length;
    // A megabyte is over the body limit (400); half of one is read, and its address refused (422).
    const megabyte = await signInRequest(`${"a".repeat(1_048_576)}@example.test`, "whatever-1");
    expect(megabyte.statusCode).toBe(400);
    const response = await signInRequest(`${"a".repeat(500_000)}@example.test`, "whatever-1");
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ["formErrors.max_length"] });
    expect(await database.db.select().from(auditEvents)).toHaveLength(before);

    // The longest address allowed is logged whole, and the log line stays small.
    const longest = `${"b".repeat(64)}@${"c".repeat(63)}.${"d".repeat(63)}.${"e".repeat(58)}.fr`;
    expect((await signInRequest(longest, "whatever-1")).statusCode).toBe(401);
    const [logged] = await database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.action, "sign_in_failed"))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(logged?.details).toEqual({ email: longest, reason: "invalid_credentials" });
    expect(JSON.stringify(logged?.details).length).toBeLessThan(400);
  });

  it("locks after five failures: the fourth warns, the fifth locks and mails an unlock link", async () => {
    const user = await insertUser(database.db, { firstName: "Lou" });
    expect(await reasonsOfFiveFailures(user.email, (attempt) => `wrong-${attempt}`)).toEqual(lockoutSequence);

    // Locked: even the right password is refused, and the count stops.
    const locked = await signInRequest(user.email, user.password);
    expect(locked.statusCode).toBe(401);
    expect(locked.json().reason).toBe("locked");

    const mail = await lastMessageTo(database.db, user.email);
    expect(mail.subject).toBe("Votre compte Ondine est verrouillé");
    const token = tokenInLink(mail.bodyText, "https://console.ondine.test/account/login?unlock_token=");
    const unlock = await app.inject({ method: "GET", url: `/api/users/unlock?unlock_token=${token}` });
    expect(unlock.statusCode).toBe(204);
    expect((await signInRequest(user.email, user.password)).statusCode).toBe(200);

    // The link works once.
    const again = await app.inject({ method: "GET", url: `/api/users/unlock?unlock_token=${token}` });
    expect(again.statusCode).toBe(401);

    const actions = await database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, user.id));
    expect(actions.map((row) => row.action)).toEqual([
      ...Array(5).fill("sign_in_failed"),
      "locked",
      "sign_in_failed",
      "unlocked",
      "sign_in",
    ]);
  });

  it("lifts a lock after an hour, and the count starts again", async () => {
    const user = await insertUser(database.db);
    for (let attempt = 1; attempt <= 5; attempt++) await signInRequest(user.email, "wrong-password");
    clock.advance(hour);
    expect((await signInRequest(user.email, "wrong-password")).json().reason).toBe("invalid_credentials");
    expect((await signInRequest(user.email, user.password)).statusCode).toBe(200);
  });

  it("locks again after a lock has run out: the count goes on from the restart", async () => {
    const user = await insertUser(database.db);
    for (let attempt = 1; attempt <= 5; attempt++) await signInRequest(user.email, "wrong-password");
    clock.advance(hour);
    expect(await reasonsOfFiveFailures(user.email, () => "wrong-password")).toEqual(lockoutSequence);
    expect((await signInRequest(user.email, user.password)).json().reason).toBe("locked");
  });

  it("clears the failure count at a successful sign-in", async () => {
    const user = await insertUser(database.db);
    for (let attempt = 1; attempt <= 3; attempt++) await signInRequest(user.email, "wrong-password");
    await signInAs(app, user);
    expect((await signInRequest(user.email, "wrong-password")).json().reason).toBe("invalid_credentials");
  });

  it("answers an unknown unlock link 401, and a missing one 422", async () => {
    expect((await app.inject({ method: "GET", url: "/api/users/unlock?unlock_token=nope" })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/api/users/unlock" })).statusCode).toBe(422);
  });

  it("ends a session after 12 idle hours, and clears its cookies", async () => {
    const user = await insertUser(database.db);
    const { headers } = await signInAs(app, user);
    clock.advance(11 * hour);
    expect((await app.inject({ method: "GET", url: "/api/users/me", headers })).statusCode).toBe(200);
    clock.advance(11 * hour);
    expect((await app.inject({ method: "GET", url: "/api/users/me", headers })).statusCode).toBe(200);
    clock.advance(12 * hour);
    const expired = await app.inject({ method: "GET", url: "/api/users/me", headers });
    expect(expired.statusCode).toBe(401);
    expect(cookiesOf(expired)).toEqual({ ondine_session: "", ondine_csrf: "" });
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it("ends any session 14 days after sign-in, and a remembered one after 30", async () => {
    const user = await insertUser(database.db);
    const busy = await signInAs(app, user);
    const remembered = await signInAs(app, user, { rememberMe: true });
    for (let day = 1; day < 14; day++) {
      clock.advance(24 * hour);
      await app.inject({ method: "GET", url: "/api/users/me", headers: busy.headers });
    }
    clock.advance(24 * hour);
    expect((await app.inject({ method: "GET", url: "/api/users/me", headers: busy.headers })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/api/users/me", headers: remembered.headers })).statusCode).toBe(
      200,
    );
    clock.advance(16 * 24 * hour);
    expect((await app.inject({ method: "GET", url: "/api/users/me", headers: remembered.headers })).statusCode).toBe(
      401,
    );
  });

  it("records activity at most once a minute", async () => {
    const user = await insertUser(database.db);
    const { headers, sessionToken } = await signInAs(app, user);
    const lastSeen = async () => {
      const [row] = await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sha256Hex(sessionToken)));
      return row?.lastSeenAt.getTime();
    };
    const signedInAt = clock.now().getTime();
    clock.advance(30_000);
    await app.inject({ method: "GET", url: "/api/users/me", headers });
    expect(await lastSeen()).toBe(signedInAt);
    clock.advance(30_000);
    await app.inject({ method: "GET", url: "/api/users/me", headers });
    expect(await lastSeen()).toBe(signedInAt + 60_000);
  });

  it("ends the sessions of an account deactivated meanwhile", async () => {
    const user = await insertUser(database.db);
    const { headers } = await signInAs(app, user);
    await database.db.update(users).set({ deletedAt: clock.now() }).where(eq(users.id, user.id));
    expect((await app.inject({ method: "GET", url: "/api/users/me", headers })).statusCode).toBe(401);
  });
});

describe.each(testEngines)("staff single sign-on on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  // Tests share one app set up for staff single sign-on: each test signs in an account of its own.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, {
      oidcIssuer: "https://login.ondine.test",
      oidcClientId: "console",
      oidcClientSecret: "secret",
      staffEmailDomain: "ondine.test",
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers a staff address 405 SSO_REQUIRED, before looking at the password", async () => {
    const staff = await insertUser(database.db, { email: "agent@ondine.test" });
    const response = await app.inject({
      method: "POST",
      url: "/api/users/sign_in",
      payload: { email: "Agent@Ondine.test", password: staff.password },
    });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toMatchObject({ code: "SSO_REQUIRED" });
  });

  it("still signs customers in with their password", async () => {
    const customer = await insertUser(database.db, { email: "manager@hotel.test" });
    expect((await signInAs(app, customer)).response.statusCode).toBe(200);
  });
});
