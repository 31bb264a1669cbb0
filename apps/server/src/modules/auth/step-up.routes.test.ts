import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, users } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { insertPrivateSpace, insertPrivateSsid } from "../../test/private-wifi-factory";
import { sessionFrom, type TestSession } from "../../test/sessions";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser } from "../../test/user-factory";
import { appCode, mailedCode, stepMs, turnOnMailedCode, twoFactorClient, twoFactorNow } from "./two-factor-fixture";

const minute = 60_000;

describe.each(testEngines)("step-up on %s", (engine) => {
  const t = useTestApp(engine, { now: twoFactorNow });

  /** A site with a private space, and a person with the ran and api roles on it. */
  async function privateWifiSite() {
    const organism = await insertOrganism(t.db);
    const site = await insertSite(t.db, { organismId: organism.id });
    await insertPrivateSsid(t.db, site.id);
    const space = await insertPrivateSpace(t.db, site.id);
    const manager = await insertUser(t.db, { roles: ["ran", "api"], locations: [{ type: "Site", id: site.id }] });
    return { site, space, manager };
  }

  it("asks a mailed-code account for a fresh code once the sign-in's is 5 minutes old, then lets the call through", async () => {
    const { space, manager } = await privateWifiSite();
    await turnOnMailedCode(t.db, manager.id);
    const client = twoFactorClient(t.app);
    const { cookie } = await client.typePassword(manager);
    const signedIn = await client.sendSecondFactor(cookie, { code: await mailedCode(t.db, manager.email) });
    const session = sessionFrom(signedIn);
    const reveal = () => client.call("POST", `/api/ran/spaces/${space.id}/reveal`, { session });

    // The sign-in's code counts for 5 minutes.
    expect((await reveal()).statusCode).toBe(200);
    t.clock.advance(5 * minute);
    const refused = await reveal();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "STEP_UP_REQUIRED", two_factor_method: "mail" });

    const mailed = await client.call("POST", "/api/users/two_factor/step_up/code", { session });
    expect(mailed.statusCode).toBe(200);
    expect(mailed.json()).toEqual({ resend_available_in: 60 });
    const tooSoon = await client.call("POST", "/api/users/two_factor/step_up/code", { session });
    expect(tooSoon.statusCode).toBe(422);
    expect(tooSoon.json()).toMatchObject({ errors: { code: ["twoFactor.resend_too_soon"] }, resend_available_in: 60 });

    const code = await mailedCode(t.db, manager.email);
    const wrong = code === "000000" ? "000001" : "000000";
    const wrongAnswer = await client.call("POST", "/api/users/two_factor/step_up", {
      session,
      payload: { code: wrong },
    });
    expect(wrongAnswer.statusCode).toBe(422);
    expect(wrongAnswer.json().errors).toEqual({ code: ["twoFactor.code_invalid"] });
    expect((await reveal()).statusCode).toBe(403);

    const stepped = await client.call("POST", "/api/users/two_factor/step_up", { session, payload: { code } });
    expect(stepped.statusCode).toBe(204);
    expect((await reveal()).json()).toMatchObject({ id: space.id });
    // The code is used up.
    expect(
      (await client.call("POST", "/api/users/two_factor/step_up", { session, payload: { code } })).json().errors,
    ).toEqual({ code: ["twoFactor.code_expired"] });

    t.clock.advance(5 * minute - 1);
    expect((await reveal()).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await reveal()).statusCode).toBe(403);

    const audit = await t.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, manager.id), eq(auditEvents.action, "two_factor.step_up")));
    expect(audit).toEqual([{ details: { method: "mail" } }]);
  });

  it("asks an authenticator account for the app's code before making an API token", async () => {
    const { manager } = await privateWifiSite();
    const client = twoFactorClient(t.app);
    const own = await client.signIn(manager);
    const { otpauthUrl } = await client.enrolAuthenticator(own, t.clock.now().getTime());
    // Turning the authenticator on was no second factor of this session.
    const generate = (session: TestSession) => client.call("POST", "/api/generate_api_token", { session });
    const refused = await generate(own);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "STEP_UP_REQUIRED", two_factor_method: "authenticator" });

    t.clock.advance(stepMs);
    const code = appCode(otpauthUrl, t.clock.now().getTime());
    const mailAsked = await client.call("POST", "/api/users/two_factor/step_up/code", { session: own });
    expect(mailAsked.statusCode).toBe(409);
    expect(
      (await client.call("POST", "/api/users/two_factor/step_up", { session: own, payload: { code } })).statusCode,
    ).toBe(204);
    expect((await generate(own)).statusCode).toBe(200);
    // The same code again is a replay.
    const replayed = await client.call("POST", "/api/users/two_factor/step_up", { session: own, payload: { code } });
    expect(replayed.statusCode).toBe(422);
  });

  it("lets one of two sessions racing with one recovery code or one app code through", async () => {
    const { manager } = await privateWifiSite();
    const client = twoFactorClient(t.app);
    const first = await client.signIn(manager);
    const { otpauthUrl, recoveryCodes } = await client.enrolAuthenticator(first, t.clock.now().getTime());
    t.clock.advance(stepMs);
    const second = await client.signIn(manager, { recovery_code: recoveryCodes[1] });
    const stepUp = (session: TestSession, payload: unknown) =>
      client.call("POST", "/api/users/two_factor/step_up", { session, payload });

    const byRecovery = await Promise.all([
      stepUp(first, { recovery_code: recoveryCodes[0] }),
      stepUp(second, { recovery_code: recoveryCodes[0] }),
    ]);
    expect(byRecovery.map((answer) => answer.statusCode).sort()).toEqual([204, 422]);
    expect(byRecovery.find((answer) => answer.statusCode === 422)?.json().errors).toEqual({
      recovery_code: ["twoFactor.code_invalid"],
    });

    t.clock.advance(stepMs);
    const code = appCode(otpauthUrl, t.clock.now().getTime());
    const byApp = await Promise.all([stepUp(first, { code }), stepUp(second, { code })]);
    expect(byApp.map((answer) => answer.statusCode).sort()).toEqual([204, 422]);
  });

  it("counts wrong step-up codes toward the lockout: the fifth locks the account and ends the session", async () => {
    const { manager } = await privateWifiSite();
    const client = twoFactorClient(t.app);
    const session = await client.signIn(manager);
    const { otpauthUrl } = await client.enrolAuthenticator(session, t.clock.now().getTime());
    const right = appCode(otpauthUrl, t.clock.now().getTime() + 3 * stepMs);
    const wrong = right === "000000" ? "000001" : "000000";
    const answers: unknown[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await client.call("POST", "/api/users/two_factor/step_up", { session, payload: { code: wrong } });
      answers.push([answer.statusCode, answer.json().reason ?? answer.json().errors.code[0]]);
    }
    expect(answers.slice(3)).toEqual([
      [422, "twoFactor.code_invalid"],
      [401, "locked"],
    ]);
    const [row] = await t.db.select().from(users).where(eq(users.id, manager.id));
    expect(row?.lockedUntil).not.toBeNull();
    expect((await client.me(session)).statusCode).toBe(401);
  });

  it("lets the right code through an account locked from outside, keeping the lock, and ends the session at a wrong one", async () => {
    const { manager } = await privateWifiSite();
    const client = twoFactorClient(t.app);
    const session = await client.signIn(manager);
    const other = await client.signIn(manager);
    const { otpauthUrl } = await client.enrolAuthenticator(session, t.clock.now().getTime());
    // Someone else types wrong passwords until the account locks.
    for (let attempt = 1; attempt <= 5; attempt++) {
      await client.call("POST", "/api/users/sign_in", { payload: { email: manager.email, password: "guess" } });
    }
    const locked = (await t.db.select().from(users).where(eq(users.id, manager.id)))[0]?.lockedUntil;
    expect(locked).not.toBeNull();

    t.clock.advance(stepMs);
    const code = appCode(otpauthUrl, t.clock.now().getTime());
    const stepped = await client.call("POST", "/api/users/two_factor/step_up", { session, payload: { code } });
    expect(stepped.statusCode).toBe(204);
    expect((await t.db.select().from(users).where(eq(users.id, manager.id)))[0]?.lockedUntil).toEqual(locked);

    const wrong = await client.call("POST", "/api/users/two_factor/step_up", {
      session: other,
      payload: { code: code === "000000" ? "000001" : "000000" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().reason).toBe("locked");
    expect((await client.me(other)).statusCode).toBe(401);
    expect((await client.me(session)).statusCode).toBe(200);
  });

  it("asks nothing of an account without two-factor, and refuses an API token of one with it", async () => {
    const { space, manager } = await privateWifiSite();
    const client = twoFactorClient(t.app);
    const session = await client.signIn(manager);
    expect((await client.call("POST", `/api/ran/spaces/${space.id}/reveal`, { session })).statusCode).toBe(200);
    const token = (await client.call("POST", "/api/generate_api_token", { session })).json().api_token;
    const viaToken = () =>
      t.app.inject({ method: "POST", url: `/api/ran/spaces/${space.id}/reveal`, headers: { "x-api-token": token } });
    expect((await viaToken()).statusCode).toBe(200);
    const nothingToConfirm = await client.call("POST", "/api/users/two_factor/step_up", {
      session,
      payload: { code: "123456" },
    });
    expect(nothingToConfirm.statusCode).toBe(409);

    await turnOnMailedCode(t.db, manager.id);
    const refused = await viaToken();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("NOT_ALLOWED");
  });

  it("asks an admin logged in as someone for the admin's own second factor", async () => {
    const { space, manager } = await privateWifiSite();
    const admin = await insertUser(t.db, { admin: true });
    const client = twoFactorClient(t.app);
    const adminSession = await client.signIn(admin);
    const { otpauthUrl } = await client.enrolAuthenticator(adminSession, t.clock.now().getTime());
    t.clock.advance(stepMs);
    const signedIn = await client.signIn(admin, { code: appCode(otpauthUrl, t.clock.now().getTime()) });
    const fake = await client.call("GET", `/api/users/${manager.id}/fake`, { session: signedIn });
    expect(fake.statusCode).toBe(200);
    const impersonating = sessionFrom(fake);
    const reveal = () => client.call("POST", `/api/ran/spaces/${space.id}/reveal`, { session: impersonating });

    // The log-as session is a new one: no second factor typed in it yet; the manager has none, the admin has.
    const refused = await reveal();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "STEP_UP_REQUIRED", two_factor_method: "authenticator" });
    t.clock.advance(stepMs);
    const stepped = await client.call("POST", "/api/users/two_factor/step_up", {
      session: impersonating,
      payload: { code: appCode(otpauthUrl, t.clock.now().getTime()) },
    });
    expect(stepped.statusCode).toBe(204);
    expect((await reveal()).statusCode).toBe(200);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "two_factor.step_up"), eq(auditEvents.subjectId, admin.id)));
    expect(event).toMatchObject({
      actorId: manager.id,
      impersonatorId: admin.id,
      details: { method: "authenticator" },
    });
    // A token is still never made while logged in as someone.
    expect((await client.call("POST", "/api/generate_api_token", { session: impersonating })).statusCode).toBe(403);
  });
});
