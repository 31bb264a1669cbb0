import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../../config";
import type { DatabaseHandle } from "../../db";
import { auditEvents, users } from "../../db/schema";
import { buildTestApp } from "../../test/test-app";
import { type BrowserResponse, injectTransport, TestBrowser } from "../../test/test-browser";
import { createTestClock } from "../../test/test-clock";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { startTestOidcProvider, type TestOidcProvider } from "../../test/test-oidc-provider";
import { insertUser } from "../../test/user-factory";

const publicUrl = "http://console.ondine.test";
const staffDomain = "ondine.example";
const minute = 60_000;

/** An address where nothing listens: a port the system gave and took back. */
async function closedAddress(): Promise<string> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe.each(testEngines)("staff single sign-on (OpenID Connect) on %s", (engine) => {
  let database: DatabaseHandle;
  let provider: TestOidcProvider;
  let app: FastifyInstance;
  const clock = createTestClock();

  const ssoConfig = (): Partial<Config> => ({
    publicUrl,
    oidcIssuer: provider.issuer,
    oidcClientId: provider.clientId,
    oidcClientSecret: provider.clientSecret,
    staffEmailDomain: staffDomain,
  });

  // Tests share one app, clock and test OpenID provider (starting the provider per test would add seconds): each test signs in from new browsers with a staff address of its own, and puts back the clock it moves.
  beforeAll(async () => {
    [database, provider] = await Promise.all([
      openTestDatabase(engine),
      startTestOidcProvider({ redirectUri: `${publicUrl}/api/auth/oidc/callback` }),
    ]);
    app = buildTestApp(database, ssoConfig(), { clock });
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([provider.close(), database.close()]);
  });

  const newBrowser = (target: FastifyInstance = app) =>
    new TestBrowser(new Map([[publicUrl, injectTransport(target)]]));

  /** The provider's page the browser is on: its interaction uid and what it asks (login or consent). */
  function providerPage(response: BrowserResponse): { prompt: string } {
    expect(response.status, response.body).toBe(200);
    expect(response.url.origin).toBe(provider.issuer);
    return JSON.parse(response.body) as { prompt: string };
  }

  /**
   * From the console's button to the provider's redirect back: start, sign
   * in at the provider as `login`, consent. Returns the redirect to our
   * callback, not yet followed.
   */
  async function signInAtProvider(
    browser: TestBrowser,
    login: string,
    options: { redirect?: string; refuse?: boolean } = {},
  ): Promise<BrowserResponse> {
    const query = options.redirect === undefined ? "" : `?redirect=${encodeURIComponent(options.redirect)}`;
    const start = await browser.get(`${publicUrl}/api/auth/oidc/start${query}`);
    expect(start.status).toBe(302);
    const authorization = new URL(start.location ?? "");
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorization.searchParams.get("redirect_uri")).toBe(`${publicUrl}/api/auth/oidc/callback`);
    expect(browser.cookie(publicUrl, "ondine_oidc")).toBeTruthy();

    let page = await browser.follow(start);
    expect(providerPage(page).prompt).toBe("login");
    const loginStep = options.refuse ? "abort" : "login";
    let answer = await browser.request("POST", `${page.url.href}/${loginStep}`, { form: { login } });
    answer = await browser.follow(answer, { stopAt: publicUrl });
    if (new URL(answer.location ?? answer.url).origin !== publicUrl) {
      page = answer;
      expect(providerPage(page).prompt).toBe("consent");
      answer = await browser.follow(await browser.request("POST", `${page.url.href}/consent`), { stopAt: publicUrl });
    }
    expect(answer.status).toBeGreaterThanOrEqual(300);
    expect(answer.location?.startsWith(`${publicUrl}/api/auth/oidc/callback?`)).toBe(true);
    return answer;
  }

  async function finishAt(browser: TestBrowser, callback: BrowserResponse): Promise<BrowserResponse> {
    return browser.get(callback.location ?? "");
  }

  it("signs a staff member in: provider, callback, session, then the current user", async () => {
    const staff = await insertUser(database.db, { email: `lea@${staffDomain}`, firstName: "Léa" });
    const browser = newBrowser();

    const callback = await signInAtProvider(browser, staff.email, { redirect: "/codes/list?location_site=4" });
    const landed = await finishAt(browser, callback);
    expect(landed.status).toBe(302);
    // The console's single sign-on entry marks the browser signed in, then goes on.
    expect(landed.location).toBe(`${publicUrl}/account/identity_provider?redirect=%2Fcodes%2Flist%3Flocation_site%3D4`);
    expect(browser.cookie(publicUrl, "ondine_session")).toBeTruthy();
    expect(browser.cookie(publicUrl, "ondine_csrf")).toBeTruthy();
    expect(browser.cookie(publicUrl, "ondine_oidc")).toBeUndefined();

    const me = await browser.get(`${publicUrl}/api/users/me`);
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ id: staff.id, email: staff.email, first_name: "Léa" });

    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "sign_in"), eq(auditEvents.subjectId, staff.id)));
    expect(event?.details).toEqual({ method: "oidc" });
  });

  it("refuses the password of a staff address: 405 SSO_REQUIRED", async () => {
    const staff = await insertUser(database.db, { email: `marc@${staffDomain}` });
    const response = await app.inject({
      method: "POST",
      url: "/api/users/sign_in",
      payload: { email: staff.email, password: staff.password },
    });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toMatchObject({ code: "SSO_REQUIRED" });
  });

  it("sends an unknown or deactivated staff account to the SSO error page", async () => {
    const gone = await insertUser(database.db, { email: `ancien@${staffDomain}`, deleted: true });
    for (const login of [`personne@${staffDomain}`, gone.email]) {
      const browser = newBrowser();
      const landed = await finishAt(browser, await signInAtProvider(browser, login));
      expect(landed.status).toBe(302);
      expect(landed.location).toBe(`${publicUrl}/support/sso_error/account_unknown`);
      expect(browser.cookie(publicUrl, "ondine_session")).toBeUndefined();
      expect((await browser.get(`${publicUrl}/api/users/me`)).status).toBe(401);
    }
  });

  it("refuses a callback whose state is not the one this browser started with", async () => {
    const staff = await insertUser(database.db, { email: `nina@${staffDomain}` });
    const browser = newBrowser();
    const callback = await signInAtProvider(browser, staff.email);
    const forged = new URL(callback.location ?? "");
    forged.searchParams.set("state", "another-state");
    const landed = await browser.get(forged);
    expect(landed.location).toBe(`${publicUrl}/support/sso_error/invalid_state`);
    expect(browser.cookie(publicUrl, "ondine_session")).toBeUndefined();

    // The genuine answer, replayed now that the attempt is over, is refused too.
    expect((await finishAt(browser, callback)).location).toBe(`${publicUrl}/support/sso_error/invalid_state`);
  });

  it("refuses a callback in another browser, or after the attempt expired", async () => {
    const staff = await insertUser(database.db, { email: `omar@${staffDomain}` });
    const browser = newBrowser();
    const callback = await signInAtProvider(browser, staff.email);
    expect((await finishAt(newBrowser(), callback)).location).toBe(`${publicUrl}/support/sso_error/invalid_state`);

    clock.advance(11 * minute);
    try {
      expect((await finishAt(browser, callback)).location).toBe(`${publicUrl}/support/sso_error/invalid_state`);
    } finally {
      clock.advance(-11 * minute);
    }
  });

  it("needs a verified address of the staff domain", async () => {
    await insertUser(database.db, { email: "claire@example.test" });
    await insertUser(database.db, { email: `paul@${staffDomain}` });
    provider.accounts.set("paul", { email: `paul@${staffDomain}`, email_verified: false });

    let browser = newBrowser();
    expect((await finishAt(browser, await signInAtProvider(browser, "claire@example.test"))).location).toBe(
      `${publicUrl}/support/sso_error/email_not_staff`,
    );
    browser = newBrowser();
    expect((await finishAt(browser, await signInAtProvider(browser, "paul"))).location).toBe(
      `${publicUrl}/support/sso_error/email_not_verified`,
    );
  });

  it("reports a refusal at the provider as access_denied", async () => {
    const browser = newBrowser();
    const callback = await signInAtProvider(browser, `lea@${staffDomain}`, { refuse: true });
    expect(new URL(callback.location ?? "").searchParams.get("error")).toBe("access_denied");
    expect((await finishAt(browser, callback)).location).toBe(`${publicUrl}/support/sso_error/access_denied`);
  });

  it("confirms an unconfirmed staff account, since the provider vouched for the address", async () => {
    const staff = await insertUser(database.db, { email: `rose@${staffDomain}`, confirmed: false });
    const browser = newBrowser();
    const landed = await finishAt(browser, await signInAtProvider(browser, staff.email));
    expect(landed.location).toBe(`${publicUrl}/account/identity_provider?redirect=%2F`);
    expect((await browser.get(`${publicUrl}/api/users/me`)).status).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.id, staff.id));
    expect(row?.confirmedAt).toBeInstanceOf(Date);
  });

  it("returns only to paths of the console", async () => {
    const staff = await insertUser(database.db, { email: `yann@${staffDomain}` });
    const browser = newBrowser();
    const landed = await finishAt(
      browser,
      await signInAtProvider(browser, staff.email, { redirect: "//evil.example/" }),
    );
    expect(landed.location).toBe(`${publicUrl}/account/identity_provider?redirect=%2F`);
  });

  it("tells the login screen that single sign-on is on", async () => {
    const response = await app.inject({ method: "GET", url: "/api/auth/oidc/status" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: true });
  });

  it("sends the browser to the error page when the provider cannot be reached", async () => {
    const unreachable = buildTestApp(database, { ...ssoConfig(), oidcIssuer: await closedAddress() });
    try {
      const start = await newBrowser(unreachable).get(`${publicUrl}/api/auth/oidc/start`);
      expect(start.status).toBe(302);
      expect(start.location).toBe(`${publicUrl}/support/sso_error/provider_unavailable`);
    } finally {
      await unreachable.close();
    }
  });

  it("answers 404 without the settings, and says it is off", async () => {
    const plain = buildTestApp(database, { publicUrl });
    try {
      for (const url of ["/api/auth/oidc/start?redirect=/", "/api/auth/oidc/callback?code=x&state=y"]) {
        const response = await plain.inject({ method: "GET", url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
      }
      expect((await plain.inject({ method: "GET", url: "/api/auth/oidc/status" })).json()).toEqual({ enabled: false });
    } finally {
      await plain.close();
    }
  });
});
