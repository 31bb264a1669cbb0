import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { outboxMessages } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { signInAs } from "../../test/sessions";
import { insertSite } from "../../test/site-factory";
import { buildTestApp } from "../../test/test-app";
import { createTestClock } from "../../test/test-clock";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser } from "../../test/user-factory";
import { rateLimitRules } from "./rate-limit-rules";

/** A 429 in the house's shape: TOO_MANY_REQUESTS, Retry-After and `retry_after` saying the same. */
function expectTooManyRequests(response: LightMyRequestResponse, retryAfterSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.headers["retry-after"]).toBe(String(retryAfterSeconds));
  expect(response.json()).toEqual({
    code: "TOO_MANY_REQUESTS",
    message: expect.any(String),
    errors: {},
    retry_after: retryAfterSeconds,
  });
}

const seconds = (ms: number) => Math.ceil(ms / 1000);

describe.each(testEngines)("rate limits on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const clock = createTestClock();
  let counter = 0;
  const next = () => {
    counter += 1;
    return counter;
  };

  // Tests share one app, clock and database: each test fills the limits of client addresses, e-mail addresses or a site that no other test uses, on a clock the tests only move forward.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, {}, { clock });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const signIn = (remoteAddress: string, email: string, target: FastifyInstance = app) =>
    target.inject({
      method: "POST",
      url: "/api/users/sign_in",
      remoteAddress,
      payload: { email, password: "not the password" },
    });
  const askReset = (remoteAddress: string, email: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url: "/api/users/password", remoteAddress, headers, payload: { user: { email } } });

  it("limits sign-ins from one address, whatever the e-mail, until the window ends", async () => {
    const rule = rateLimitRules.signInPerIp;
    const ip = "10.2.0.1";
    for (let attempt = 0; attempt < rule.max; attempt++) {
      expect((await signIn(ip, `someone${next()}@example.test`)).statusCode).toBe(401);
    }
    clock.advance(60_000);
    expectTooManyRequests(await signIn(ip, `someone${next()}@example.test`), seconds(rule.windowMs - 60_000));
    // Another address is not held back.
    expect((await signIn("10.2.0.2", `someone${next()}@example.test`)).statusCode).toBe(401);
    clock.advance(rule.windowMs);
    expect((await signIn(ip, `someone${next()}@example.test`)).statusCode).toBe(401);
  });

  it("limits sign-ins naming one e-mail address, from any client address, counted on every instance", async () => {
    const rule = rateLimitRules.signInPerAddress;
    const email = `target${next()}@example.test`;
    // A second instance on the same database counts in the same place.
    const otherInstance = buildTestApp(database, {}, { clock });
    try {
      for (let attempt = 0; attempt < rule.max; attempt++) {
        const instance = attempt % 2 === 0 ? app : otherInstance;
        expect((await signIn(`10.3.0.${attempt}`, email, instance)).statusCode).toBe(401);
      }
      expectTooManyRequests(await signIn("10.3.1.1", email.toUpperCase(), otherInstance), seconds(rule.windowMs));
      expectTooManyRequests(await signIn("10.3.1.2", email, app), seconds(rule.windowMs));
    } finally {
      await otherInstance.close();
    }
    expect((await signIn("10.3.1.3", `other${next()}@example.test`)).statusCode).toBe(401);
  });

  it("limits reset mails to one address, and mails no more than the limit", async () => {
    const rule = rateLimitRules.accountMailPerAddress;
    const user = await insertUser(database.db);
    for (let attempt = 0; attempt < rule.max; attempt++) {
      expect((await askReset(`10.4.0.${attempt}`, user.email)).statusCode).toBe(204);
    }
    expectTooManyRequests(await askReset("10.4.1.1", user.email), seconds(rule.windowMs));
    const mails = await database.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, user.email));
    expect(mails).toHaveLength(rule.max);
  });

  it("limits reset and confirmation mails asked for from one client address", async () => {
    const rule = rateLimitRules.accountMailPerIp;
    const ip = "10.5.0.1";
    for (let attempt = 0; attempt < rule.max; attempt++) {
      // Unknown addresses answer 404 (docs/product.md#errors), and count all the same.
      expect((await askReset(ip, `nobody${next()}@example.test`)).statusCode).toBe(404);
    }
    const user = await insertUser(database.db);
    expectTooManyRequests(await askReset(ip, user.email), seconds(rule.windowMs));
  });

  it("counts the confirmation an account manager resends against the address's mails", async () => {
    const rule = rateLimitRules.accountMailPerAddress;
    const admin = await insertUser(database.db, { admin: true });
    const session = await signInAs(app, admin);
    const invited = await insertUser(database.db, { confirmed: false });
    const resend = () =>
      app.inject({
        method: "GET",
        url: `/api/admin/users/${invited.id}/resend_confirmation_instructions`,
        remoteAddress: "10.6.0.1",
        headers: session.headers,
      });
    // A reset asked for an unconfirmed account mails the confirmation: the same count.
    expect((await askReset("10.6.0.2", invited.email)).statusCode).toBe(204);
    for (let attempt = 1; attempt < rule.max; attempt++) expect((await resend()).statusCode).toBe(204);
    expectTooManyRequests(await resend(), seconds(rule.windowMs));
    // An account the caller may not resend to answers as before: the limit says nothing about it.
    const confirmed = await insertUser(database.db);
    const refused = await app.inject({
      method: "GET",
      url: `/api/admin/users/${confirmed.id}/resend_confirmation_instructions`,
      remoteAddress: "10.6.0.1",
      headers: session.headers,
    });
    expect(refused.statusCode).toBe(422);
  });

  it("limits two-factor codes and resends from one client address", async () => {
    const rule = rateLimitRules.twoFactorPerIp;
    const ip = "10.7.0.1";
    const send = (url: string) =>
      app.inject({
        method: "POST",
        url,
        remoteAddress: ip,
        headers: { cookie: "ondine_2fa=none" },
        payload: { code: "123456" },
      });
    for (let attempt = 0; attempt < rule.max; attempt++) {
      const url = attempt % 2 === 0 ? "/api/users/two_factor" : "/api/users/two_factor/resend";
      expect((await send(url)).statusCode).toBe(401);
    }
    expectTooManyRequests(await send("/api/users/two_factor"), seconds(rule.windowMs));
    expectTooManyRequests(await send("/api/users/two_factor/resend"), seconds(rule.windowMs));
  });

  it("limits sponsoring requests for one site, from any client address", async () => {
    const rule = rateLimitRules.sponsorRequestsPerSite;
    const organism = await insertOrganism(database.db, { kind: "office" });
    const site = await insertSite(database.db, { organismId: organism.id, name: "Tour Limite" });
    const otherSite = await insertSite(database.db, { organismId: organism.id, name: "Tour Voisine" });
    const ask = (siteId: number) => {
      const index = next();
      return app.inject({
        method: "POST",
        url: "/api/sponsors",
        remoteAddress: `10.8.${Math.floor(index / 200)}.${index % 200}`,
        payload: {
          site_id: siteId,
          guest_email: `guest${index}@example.test`,
          guest_first_name: "Ana",
          guest_last_name: "Costa",
          sponsor_email: `host${index}@corp.test`,
        },
      });
    };
    for (let attempt = 0; attempt < rule.max; attempt++) expect((await ask(site.id)).statusCode).toBe(202);
    expectTooManyRequests(await ask(site.id), seconds(rule.windowMs));
    expect((await ask(otherSite.id)).statusCode).toBe(202);
  });
});

describe.each(testEngines)("client addresses behind a proxy on %s", (engine) => {
  let database: DatabaseHandle;
  // Tests share one database (each test builds its own app): they count under different client addresses (the proxy's, or the forwarded ones) and e-mail addresses, so neither sees the other's counts.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await database.close();
  });

  /**
   * Asks for reset mails from the proxy 127.0.0.1, each naming another client in X-Forwarded-For,
   * to addresses of the test's own (`label`): the per-address limit then counts nothing of the other test's.
   */
  async function statusesThroughProxy(app: FastifyInstance, count: number, label: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let index = 0; index < count; index++) {
      const response = await app.inject({
        method: "POST",
        url: "/api/users/password",
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": `203.0.113.${index}` },
        payload: { user: { email: `nobody-${label}-${index}@example.test` } },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it("ignores X-Forwarded-For without TRUST_PROXY: the clients count as one", async () => {
    const app = buildTestApp(database, { trustProxy: false });
    try {
      const statuses = await statusesThroughProxy(app, rateLimitRules.accountMailPerIp.max + 1, "untrusted");
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await app.close();
    }
  });

  it("counts each forwarded client apart behind a trusted proxy", async () => {
    const app = buildTestApp(database, { trustProxy: ["127.0.0.1"] });
    try {
      const statuses = await statusesThroughProxy(app, rateLimitRules.accountMailPerIp.max + 1, "trusted");
      expect(statuses.every((status) => status === 404)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
