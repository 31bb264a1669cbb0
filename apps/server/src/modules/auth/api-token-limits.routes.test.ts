import { addCalendarDays, addCalendarYears, calendarDayOf, formatCalendarDay } from "@ondine/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../db";
import { users } from "../../db/schema";
import { sha256Hex } from "../../security/secret-tokens";
import { signInAs, type TestSession } from "../../test/sessions";
import { buildTestApp } from "../../test/test-app";
import { createTestClock, type TestClock } from "../../test/test-clock";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser, type TestUser } from "../../test/user-factory";
import { readPrincipalVersion } from "../sessions";

const minute = 60_000;
const day = 24 * 60 * minute;

/** A token may be read-only and may expire; its owner sees when it was made and last used. */
describe.each(testEngines)("API token limits on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let clock: TestClock;

  // Tests share one app and clock (its principal cache, waited for once, is on for every test): each test makes its own API account and reads only its own token, timed from the clock's now, which the tests only move forward.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    clock = createTestClock();
    app = buildTestApp(database, {}, { clock });
    await app.ready();
    // Cached answers are what the expiry must not outlive: the cache starts once the listener is up.
    await vi.waitFor(() => {
      if (!app.principals.enabled) throw new Error("the principal cache is not on yet");
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const parisDay = (daysAhead: number) => formatCalendarDay(addCalendarDays(calendarDayOf(clock.now()), daysAhead));
  const viaToken = (token: string, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    app.inject({ method, url, headers: { "x-api-token": token }, ...(payload ? { payload } : {}) });
  const me = async (session: TestSession) =>
    (await app.inject({ method: "GET", url: "/api/users/me", headers: session.headers })).json();

  async function apiUser(): Promise<{ user: TestUser; session: TestSession }> {
    const user = await insertUser(database.db, { roles: ["api", "supervision"] });
    return { user, session: await signInAs(app, user) };
  }

  const generate = (session: TestSession, payload?: object) =>
    app.inject({
      method: "POST",
      url: "/api/generate_api_token",
      headers: session.headers,
      ...(payload ? { payload } : {}),
    });

  it("makes a full-power token that never expires from SPEC's plain call, as before", async () => {
    const { user, session } = await apiUser();
    const response = await generate(session);
    expect(response.statusCode).toBe(200);
    const { api_token, ...restrictions } = response.json();
    expect(restrictions).toEqual({ read_only: false, expires_at: null });
    expect(await me(session)).toMatchObject({
      has_api_token: true,
      api_token: { created_at: clock.now().toISOString(), last_used_at: null, expires_at: null, read_only: false },
    });

    const change = await viaToken(api_token, "PATCH", "/api/users/language", { language: "en" });
    expect(change.statusCode).toBe(204);
    const [row] = await database.db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
    expect(row?.language).toBe("en");
    clock.advance(400 * day);
    expect((await viaToken(api_token, "GET", "/api/users/me")).statusCode).toBe(200);
  });

  it("refuses a read-only token every REST change, and lets it read, a search by POST included", async () => {
    const { user, session } = await apiUser();
    const response = await generate(session, { read_only: true });
    expect(response.json()).toMatchObject({ read_only: true, expires_at: null });
    const token: string = response.json().api_token;

    const change = await viaToken(token, "PATCH", "/api/users/language", { language: "de" });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toMatchObject({ code: "NOT_ALLOWED", message: expect.stringMatching(/read-only/) });
    const [row] = await database.db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
    expect(row?.language).toBe("fr");
    // A GET that changes state (SPEC's sign_out) is a change too.
    expect((await viaToken(token, "GET", "/api/users/sign_out")).statusCode).toBe(403);

    const read = await viaToken(token, "GET", "/api/users/me");
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: user.id, api_token: { read_only: true } });
    const search = await viaToken(token, "POST", "/api/es_proxy/locations/_search", { query: { match_all: {} } });
    expect(search.statusCode).toBe(200);
    expect(search.json()).toMatchObject({ hits: { total: { value: 0 } } });
  });

  it("refuses an expired token, right after a request the principal cache answered", async () => {
    const { session } = await apiUser();
    const tomorrow = parisDay(1);
    const response = await generate(session, { expires_at: tomorrow });
    expect(response.statusCode).toBe(200);
    const { api_token: token, expires_at } = response.json();
    // The end of that day in Paris: 23:59:59.999, 22:59 or 21:59 UTC.
    expect(expires_at).toMatch(new RegExp(`^${tomorrow}T2[12]:59:59\\.999Z$`));
    expect((await me(session)).api_token).toMatchObject({ expires_at });

    expect((await viaToken(token, "GET", "/api/users/me")).statusCode).toBe(200);
    expect(app.principals.apiToken(sha256Hex(token))).toBeDefined();
    clock.advance(new Date(expires_at).getTime() - clock.now().getTime());
    expect((await viaToken(token, "GET", "/api/users/me")).statusCode).toBe(200);

    clock.advance(1);
    const expired = await viaToken(token, "GET", "/api/users/me");
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: "NOT_AUTHORIZED", message: "The API token has expired." });
    // Read again from the database, it is still expired.
    expect(app.principals.apiToken(sha256Hex(token))).toBeUndefined();
    expect((await viaToken(token, "GET", "/api/users/me")).statusCode).toBe(401);
  });

  it("records the last use at most once a minute, without dropping any cached principal", async () => {
    const { session } = await apiUser();
    const token: string = (await generate(session)).json().api_token;
    const firstUse = clock.now().toISOString();
    const versionBefore = await readPrincipalVersion(database.db);
    expect((await viaToken(token, "GET", "/api/users/me")).json().api_token.last_used_at).toBe(firstUse);
    expect((await me(session)).api_token.last_used_at).toBe(firstUse);

    clock.advance(minute - 1);
    await viaToken(token, "GET", "/api/users/me");
    expect((await me(session)).api_token.last_used_at).toBe(firstUse);
    clock.advance(1);
    await viaToken(token, "GET", "/api/users/me");
    expect((await me(session)).api_token.last_used_at).toBe(clock.now().toISOString());
    // migration 0009's triggers were not fired: the owner's cached session and token stayed.
    expect(await readPrincipalVersion(database.db)).toBe(versionBefore);
    expect(app.principals.apiToken(sha256Hex(token))).toBeDefined();
  });

  it("replaces the token with its restrictions, never used yet", async () => {
    const { session } = await apiUser();
    const first: string = (await generate(session, { read_only: true })).json().api_token;
    await viaToken(first, "GET", "/api/users/me");
    clock.advance(5 * minute);
    const second = await generate(session, { expires_at: parisDay(30) });
    expect(second.json()).toMatchObject({ read_only: false, expires_at: expect.any(String) });
    expect((await viaToken(first, "GET", "/api/users/me")).statusCode).toBe(401);
    expect((await me(session)).api_token).toEqual({
      created_at: clock.now().toISOString(),
      last_used_at: null,
      expires_at: second.json().expires_at,
      read_only: false,
    });
  });

  it("refuses an expiry day that is not from tomorrow to a year ahead (Paris), and unknown fields", async () => {
    const { session } = await apiUser();
    const refused = async (payload: object) => {
      const response = await generate(session, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe("INVALID_PARAMETERS");
      return response.json().errors;
    };
    expect(await refused({ expires_at: parisDay(0) })).toEqual({ expires_at: ["formErrors.range_date"] });
    expect(await refused({ expires_at: parisDay(-3) })).toEqual({ expires_at: ["formErrors.range_date"] });
    const beyondAYear = formatCalendarDay(addCalendarDays(addCalendarYears(calendarDayOf(clock.now()), 1), 1));
    expect(await refused({ expires_at: beyondAYear })).toEqual({ expires_at: ["formErrors.range_date"] });
    expect(await refused({ expires_at: "31/12/2026" })).toEqual({ expires_at: ["formErrors.invalid"] });
    expect(await refused({ read_only: "yes" })).toEqual({ read_only: ["formErrors.invalid"] });
    expect(await refused({ readonly: true })).toEqual({ _root: ["formErrors.invalid"] });
    // Nothing was made.
    expect((await me(session)).has_api_token).toBe(false);

    const lastDay = formatCalendarDay(addCalendarYears(calendarDayOf(clock.now()), 1));
    expect((await generate(session, { expires_at: lastDay })).statusCode).toBe(200);
  });
});
