import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { auditEvents, users, userTokens } from "../../db/schema";
import { sha256Hex } from "../../security/secret-tokens";
import { buildTestApp } from "../../test/test-app";
import { listeningTransport, TestBrowser } from "../../test/test-browser";
import { createTestClock } from "../../test/test-clock";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser, type TestUser } from "../../test/user-factory";

const productionUrl = "http://console.ondine.test";
const betaUrl = "http://beta.ondine.test";

describe.each(testEngines)("beta console hand-over between two deployments on %s", (engine) => {
  let database: DatabaseHandle;
  let production: FastifyInstance;
  let beta: FastifyInstance;
  const clock = createTestClock();

  // Tests share the two listening deployments and their clock (a pair per test would add seconds): each test hands over an account of its own from new browsers, and moves the clock forward only past its own tokens.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    // Two builds of the console on one database, each naming the other.
    production = buildTestApp(database, { publicUrl: productionUrl, betaConsoleUrl: betaUrl }, { clock });
    beta = buildTestApp(database, { publicUrl: betaUrl, betaConsoleUrl: productionUrl }, { clock });
    await Promise.all([production.listen({ host: "127.0.0.1", port: 0 }), beta.listen({ host: "127.0.0.1", port: 0 })]);
  });
  afterAll(async () => {
    await Promise.all([production.close(), beta.close()]);
    await database.close();
  });

  const newBrowser = () =>
    new TestBrowser(
      new Map([
        [productionUrl, listeningTransport(production)],
        [betaUrl, listeningTransport(beta)],
      ]),
    );

  async function signIn(browser: TestBrowser, origin: string, user: TestUser) {
    const answer = await browser.request("POST", `${origin}/api/users/sign_in`, {
      json: { email: user.email, password: user.password },
    });
    expect(answer.status, answer.body).toBe(200);
    return JSON.parse(answer.body) as Record<string, unknown>;
  }

  /** `POST /api/sessions/beta_handoff` from a signed-in browser, with its CSRF header. */
  function handOff(browser: TestBrowser, origin: string) {
    return browser.request("POST", `${origin}/api/sessions/beta_handoff`, {
      headers: { "x-csrf-token": browser.cookie(origin, "ondine_csrf") ?? "" },
    });
  }

  async function handOffToken(browser: TestBrowser, origin: string, target: string): Promise<string> {
    const answer = await handOff(browser, origin);
    expect(answer.status, answer.body).toBe(200);
    const { url } = JSON.parse(answer.body) as { url: string };
    const prefix = `${target}/account/login_beta/`;
    expect(url.startsWith(prefix)).toBe(true);
    return decodeURIComponent(url.slice(prefix.length));
  }

  const loginBeta = (browser: TestBrowser, origin: string, token: string) =>
    browser.request("POST", `${origin}/api/users/login_beta`, { json: { token } });

  it("hands a signed-in user over to the beta console, which opens a session there", async () => {
    const user = await insertUser(database.db, { email: "ines@example.test", roles: ["center_beta"] });
    const browser = newBrowser();
    const signedIn = await signIn(browser, productionUrl, user);
    expect(signedIn).toMatchObject({ beta_only: false, beta_url: betaUrl });

    const token = await handOffToken(browser, productionUrl, betaUrl);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.hash, sha256Hex(token)));
    expect(stored).toMatchObject({ userId: user.id, purpose: "beta_handoff", usedAt: null });
    expect(stored && stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(60_000);

    // Another browser, as when the beta console opens in a new tab.
    const other = newBrowser();
    const redeemed = await loginBeta(other, betaUrl, token);
    expect(redeemed.status, redeemed.body).toBe(200);
    expect(JSON.parse(redeemed.body)).toMatchObject({ id: user.id, email: user.email, beta_url: productionUrl });
    const me = await other.get(`${betaUrl}/api/users/me`);
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ id: user.id });

    const events = await database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "sign_in"), eq(auditEvents.subjectId, user.id)));
    expect(events.map((event) => event.details)).toContainEqual({ method: "beta_handoff" });
  });

  it("comes back to production through redirect_to_production, signed in", async () => {
    const user = await insertUser(database.db, { email: "jules@example.test", roles: ["center_beta"] });
    const browser = newBrowser();
    await signIn(browser, betaUrl, user);
    const token = await handOffToken(browser, betaUrl, productionUrl);

    const back = await browser.get(`${productionUrl}/api/v2/sessions/redirect_to_production?token=${token}`);
    expect(back.status).toBe(302);
    expect(back.location).toBe(`${productionUrl}/account/identity_provider?redirect=%2F`);
    expect(browser.cookie(productionUrl, "ondine_session")).toBeTruthy();
    const me = await browser.get(`${productionUrl}/api/users/me`);
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ id: user.id, beta_url: betaUrl });
  });

  it("takes each token once", async () => {
    const user = await insertUser(database.db, { email: "kim@example.test", admin: true });
    const browser = newBrowser();
    await signIn(browser, productionUrl, user);
    const token = await handOffToken(browser, productionUrl, betaUrl);
    expect((await loginBeta(newBrowser(), betaUrl, token)).status).toBe(200);

    const replayed = await loginBeta(newBrowser(), betaUrl, token);
    expect(replayed.status).toBe(401);
    expect(JSON.parse(replayed.body)).toMatchObject({ code: "NOT_AUTHORIZED" });
    const replayedBack = await newBrowser().get(
      `${productionUrl}/api/v2/sessions/redirect_to_production?token=${token}`,
    );
    expect(replayedBack.status).toBe(302);
    expect(replayedBack.location).toBe(`${productionUrl}/errors/beta.invalid_token`);
  });

  it("refuses a token after its minute", async () => {
    const user = await insertUser(database.db, { email: "lou@example.test", roles: ["center_beta"] });
    const browser = newBrowser();
    await signIn(browser, productionUrl, user);
    const first = await handOffToken(browser, productionUrl, betaUrl);
    clock.advance(61_000);
    expect((await loginBeta(newBrowser(), betaUrl, first)).status).toBe(401);

    const second = await handOffToken(browser, productionUrl, betaUrl);
    clock.advance(61_000);
    const late = newBrowser();
    const back = await late.get(`${productionUrl}/api/v2/sessions/redirect_to_production?token=${second}`);
    expect(back.location).toBe(`${productionUrl}/errors/beta.invalid_token`);
    expect(late.cookie(productionUrl, "ondine_session")).toBeUndefined();
  });

  it("refuses unknown tokens, and a token whose account was deactivated meanwhile", async () => {
    const user = await insertUser(database.db, { email: "max@example.test", roles: ["center_beta"] });
    const browser = newBrowser();
    await signIn(browser, productionUrl, user);
    const token = await handOffToken(browser, productionUrl, betaUrl);
    await database.db.update(users).set({ deletedAt: clock.now() }).where(eq(users.id, user.id));
    expect((await loginBeta(newBrowser(), betaUrl, token)).status).toBe(401);
    expect((await loginBeta(newBrowser(), betaUrl, "not-a-token")).status).toBe(401);
    const empty = await loginBeta(newBrowser(), betaUrl, "");
    expect(empty.status).toBe(422);
    const missing = await newBrowser().get(`${productionUrl}/api/v2/sessions/redirect_to_production`);
    expect(missing.location).toBe(`${productionUrl}/errors/beta.invalid_token`);
  });

  it("tells a beta-only account to go to the beta console, and lets it", async () => {
    const user = await insertUser(database.db, { email: "noe@example.test" });
    await database.db.update(users).set({ betaOnly: true }).where(eq(users.id, user.id));
    const browser = newBrowser();
    expect(await signIn(browser, productionUrl, user)).toMatchObject({ beta_only: true, beta_url: betaUrl });
    expect((await handOff(browser, productionUrl)).status).toBe(200);
  });

  it("hands over only those the beta is for, from their own session", async () => {
    const user = await insertUser(database.db, { email: "olga@example.test", roles: ["code"] });
    const browser = newBrowser();
    await signIn(browser, productionUrl, user);
    const refused = await handOff(browser, productionUrl);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ code: "NOT_ALLOWED" });

    expect((await handOff(newBrowser(), productionUrl)).status).toBe(401);
    const withoutCsrf = await browser.request("POST", `${productionUrl}/api/sessions/beta_handoff`);
    expect(withoutCsrf.status).toBe(403);
  });

  it("answers 404 where no beta console is configured", async () => {
    const alone = buildTestApp(database, { publicUrl: productionUrl }, { clock });
    try {
      const admin = await insertUser(database.db, { email: "pia@example.test", admin: true });
      const signIn = await alone.inject({
        method: "POST",
        url: "/api/users/sign_in",
        payload: { email: admin.email, password: admin.password },
      });
      expect(signIn.json()).toMatchObject({ beta_url: null });
      const session = Object.fromEntries(signIn.cookies.map((cookie) => [cookie.name, cookie.value]));
      const handoff = await alone.inject({
        method: "POST",
        url: "/api/sessions/beta_handoff",
        cookies: session,
        headers: { "x-csrf-token": session.ondine_csrf ?? "" },
      });
      expect(handoff.statusCode).toBe(404);
      expect(
        (await alone.inject({ method: "POST", url: "/api/users/login_beta", payload: { token: "x" } })).statusCode,
      ).toBe(404);
      const back = await alone.inject({ method: "GET", url: "/api/v2/sessions/redirect_to_production?token=x" });
      expect(back.statusCode).toBe(404);
    } finally {
      await alone.close();
    }
  });
});
