import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { users, userTokens } from "../../db/schema";
import { cookiesOf, lastMessageTo, sessionFrom } from "../../test/sessions";
import { buildTestApp } from "../../test/test-app";
import { createTestClock } from "../../test/test-clock";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser, type TestUser } from "../../test/user-factory";

const minute = 60_000;

describe.each(testEngines)("two-factor sign-in on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const clock = createTestClock();

  // Tests share one app, clock and database (a fresh app per test would add about a second each): each test makes its own two-factor account and times its codes from its own sign-in, on a clock the tests only move forward.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, {}, { clock });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function twoFactorUser(language = "en"): Promise<TestUser> {
    const user = await insertUser(database.db, { firstName: "Yann" });
    await database.db.update(users).set({ twoFactorEnabled: true, language }).where(eq(users.id, user.id));
    return user;
  }

  /** Types the password; returns the pending-sign-in cookie and the mailed code. */
  async function startSignIn(user: TestUser, rememberMe = false) {
    const response = await app.inject({
      method: "POST",
      url: "/api/users/sign_in",
      payload: { email: user.email, password: user.password, remember_me: rememberMe },
    });
    return { response, cookie: `ondine_2fa=${cookiesOf(response).ondine_2fa}`, code: await mailedCode(user) };
  }

  async function mailedCode(user: TestUser): Promise<string> {
    const mail = await lastMessageTo(database.db, user.email);
    const match = /\b(\d{6})\b/.exec(mail.bodyText);
    if (!match?.[1]) throw new Error(`no code in ${mail.bodyText}`);
    return match[1];
  }

  const sendCode = (cookie: string | undefined, payload: unknown): Promise<LightMyRequestResponse> =>
    app.inject({
      method: "POST",
      url: "/api/users/two_factor",
      headers: cookie ? { cookie } : {},
      payload: payload as Record<string, unknown>,
    });

  it("answers the right password 302 TWO_FACTOR_REQUIRED without a Location, and mails a code", async () => {
    const user = await twoFactorUser("de");
    const { response, code } = await startSignIn(user);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBeUndefined();
    expect(response.json()).toMatchObject({
      code: "TWO_FACTOR_REQUIRED",
      two_factor_method: "mail",
      resend_available_in: 60,
    });
    const pending = response.cookies.find((cookie) => cookie.name === "ondine_2fa");
    expect(pending).toMatchObject({ httpOnly: true, path: "/api/users/two_factor", sameSite: "Lax" });
    expect(cookiesOf(response).ondine_session).toBeUndefined();
    expect(code).toMatch(/^\d{6}$/);
    expect((await lastMessageTo(database.db, user.email)).subject).toBe(`Ondine-Anmeldecode: ${code}`);
    // Neither the cookie's token nor the code is stored as such.
    const [row] = await database.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(row?.hash).not.toBe(pending?.value);
    expect(row?.codeHash).not.toContain(code);
  });

  it("signs in with the right code, once", async () => {
    const user = await twoFactorUser();
    const { cookie, code } = await startSignIn(user, true);
    const response = await sendCode(cookie, { code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, two_factor_enabled: true });
    const session = sessionFrom(response);
    expect(cookiesOf(response).ondine_2fa).toBe("");
    // "remember me" typed with the password holds.
    const sessionCookie = response.cookies.find((c) => c.name === "ondine_session");
    expect(sessionCookie?.expires).toBeInstanceOf(Date);
    expect((await app.inject({ method: "GET", url: "/api/users/me", headers: session.headers })).statusCode).toBe(200);
    expect((await sendCode(cookie, { code })).statusCode).toBe(401);
  });

  it.each([
    [{}, "twoFactor.code_missing"],
    [{ code: "" }, "twoFactor.code_missing"],
    [{ code: "12ab" }, "twoFactor.code_invalid"],
  ])("answers %j 422 %s", async (payload, key) => {
    const user = await twoFactorUser();
    const { cookie } = await startSignIn(user);
    const response = await sendCode(cookie, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ code: [key] });
  });

  it("counts wrong codes on the account: the fifth locks it and mails the unlock link", async () => {
    const user = await twoFactorUser();
    const { cookie, code } = await startSignIn(user);
    const wrong = code === "000000" ? "000001" : "000000";
    const answers: unknown[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await sendCode(cookie, { code: wrong });
      answers.push([response.statusCode, response.json().errors.code?.[0] ?? response.json().reason]);
    }
    expect(answers).toEqual([
      [422, "twoFactor.code_invalid"],
      [422, "twoFactor.code_invalid"],
      [422, "twoFactor.code_invalid"],
      [422, "twoFactor.code_invalid"],
      [401, "locked"],
    ]);
    const right = await sendCode(cookie, { code });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors).toEqual({ code: ["twoFactor.max_attempts"] });
    expect((await lastMessageTo(database.db, user.email)).bodyText).toContain("unlock_token=");
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.failedAttempts).toBe(5);
  });

  it("gives no new tries to a new sign-in: wrong codes of every sign-in add up to the lock", async () => {
    const user = await twoFactorUser();
    const first = await startSignIn(user);
    const wrongFor = (code: string) => (code === "000000" ? "000001" : "000000");
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await sendCode(first.cookie, { code: wrongFor(first.code) })).statusCode).toBe(422);
    }
    const second = await startSignIn(user);
    expect(second.response.statusCode).toBe(302);
    expect((await sendCode(second.cookie, { code: wrongFor(second.code) })).statusCode).toBe(422);
    const fifth = await sendCode(second.cookie, { code: wrongFor(second.code) });
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().reason).toBe("locked");
    const third = await app.inject({
      method: "POST",
      url: "/api/users/sign_in",
      payload: { email: user.email, password: user.password },
    });
    expect(third.statusCode).toBe(401);
    expect(third.json().reason).toBe("locked");
  });

  it("mails no new code once the account is locked meanwhile", async () => {
    const user = await twoFactorUser();
    const { cookie } = await startSignIn(user);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await app.inject({
        method: "POST",
        url: "/api/users/sign_in",
        payload: { email: user.email, password: "wrong" },
      });
    }
    clock.advance(minute);
    const resend = await app.inject({ method: "POST", url: "/api/users/two_factor/resend", headers: { cookie } });
    expect(resend.statusCode).toBe(401);
    expect(resend.json().reason).toBe("locked");
  });

  it("refuses a code after 10 minutes with code_expired; a resent code works", async () => {
    const user = await twoFactorUser();
    const { cookie, code } = await startSignIn(user);
    clock.advance(10 * minute);
    const expired = await sendCode(cookie, { code });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({ code: ["twoFactor.code_expired"] });

    const resend = await app.inject({ method: "POST", url: "/api/users/two_factor/resend", headers: { cookie } });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ resend_available_in: 60 });
    const newCode = await mailedCode(user);
    expect((await sendCode(cookie, { code: newCode })).statusCode).toBe(200);
  });

  it("resends at most once a minute, saying how long to wait", async () => {
    const user = await twoFactorUser();
    const { cookie } = await startSignIn(user);
    clock.advance(20_000);
    const tooSoon = await app.inject({ method: "POST", url: "/api/users/two_factor/resend", headers: { cookie } });
    expect(tooSoon.statusCode).toBe(422);
    expect(tooSoon.json()).toMatchObject({
      code: "INVALID_PARAMETERS",
      errors: { code: ["twoFactor.resend_too_soon"] },
      resend_available_in: 40,
    });
    clock.advance(40_000);
    const resend = await app.inject({ method: "POST", url: "/api/users/two_factor/resend", headers: { cookie } });
    expect(resend.statusCode).toBe(200);
  });

  it("answers 401 without a pending sign-in, or after 30 minutes", async () => {
    expect((await sendCode(undefined, { code: "123456" })).statusCode).toBe(401);
    expect((await sendCode("ondine_2fa=forged", { code: "123456" })).statusCode).toBe(401);
    expect((await app.inject({ method: "POST", url: "/api/users/two_factor/resend" })).statusCode).toBe(401);

    const user = await twoFactorUser();
    const { cookie } = await startSignIn(user);
    clock.advance(30 * minute);
    expect(
      (await app.inject({ method: "POST", url: "/api/users/two_factor/resend", headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it("refuses the code of an account deactivated meanwhile", async () => {
    const user = await twoFactorUser();
    const { cookie, code } = await startSignIn(user);
    await database.db.update(users).set({ deletedAt: clock.now() }).where(eq(users.id, user.id));
    const response = await sendCode(cookie, { code });
    expect(response.statusCode).toBe(401);
    expect(response.json().reason).toBe("deactivated");
  });

  it("still counts a wrong password before asking for a code", async () => {
    const user = await twoFactorUser();
    const response = await app.inject({
      method: "POST",
      url: "/api/users/sign_in",
      payload: { email: user.email, password: "wrong-password" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().reason).toBe("invalid_credentials");
  });
});
