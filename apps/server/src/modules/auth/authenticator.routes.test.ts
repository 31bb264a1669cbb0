import { and, count, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, outboxMessages, sessions, userAuthenticators, userRecoveryCodes, users } from "../../db/schema";
import { sha256Hex } from "../../security/secret-tokens";
import { sessionFrom } from "../../test/sessions";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser } from "../../test/user-factory";
import { appCode, mailedCode, stepMs, twoFactorClient, twoFactorNow } from "./two-factor-fixture";

describe.each(testEngines)("authenticator two-factor on %s", (engine) => {
  const t = useTestApp(engine, { now: twoFactorNow });

  const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
  const mailsTo = async (email: string) =>
    (await t.db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.recipient, email)))[0]?.n;

  /** A user who enrolled and confirmed an authenticator at the clock's start; the clock is then a step later. */
  async function withAuthenticator() {
    const client = twoFactorClient(t.app);
    const user = await insertUser(t.db, { firstName: "Yann" });
    const session = await client.signIn(user);
    const enrolled = await client.enrolAuthenticator(session, t.clock.now().getTime(), user.password);
    t.clock.advance(stepMs);
    return { client, user, session, ...enrolled };
  }

  it("enrols a pending secret, confirms it with the app's first code, then asks for the app at sign-in", async () => {
    const client = twoFactorClient(t.app);
    const user = await insertUser(t.db);
    const session = await client.signIn(user);

    const enrolment = await client.call("POST", "/api/users/two_factor/authenticator", { session });
    expect(enrolment.statusCode).toBe(200);
    const { secret, otpauth_url } = enrolment.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toContain("issuer=Ondine");
    // Pending: nothing in force yet.
    const [pending] = await t.db.select().from(userAuthenticators).where(eq(userAuthenticators.userId, user.id));
    expect(pending).toMatchObject({ pendingSecret: secret, confirmedAt: null });
    expect((await client.me(session)).json().two_factor).toEqual({
      method: null,
      authenticator_confirmed: false,
      recovery_codes_left: 0,
      required: false,
      grace_sign_ins_left: null,
    });

    const now = t.clock.now().getTime();
    const wrongCode = appCode(otpauth_url, now + 5 * stepMs);
    const wrong = await client.call("POST", "/api/users/two_factor/authenticator/confirm", {
      session,
      payload: { code: wrongCode, current_password: user.password },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: ["twoFactor.code_invalid"] });

    const confirmed = await client.call("POST", "/api/users/two_factor/authenticator/confirm", {
      session,
      payload: { code: appCode(otpauth_url, now), current_password: user.password },
    });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recovery_codes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);
    // Hashes only, salted with the user's id.
    const stored = await t.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id));
    expect(stored.map((row) => row.codeHash).sort()).toEqual(
      codes.map((code) => sha256Hex(`${user.id}:${code.replace("-", "")}`)).sort(),
    );
    expect(await userRow(user.id)).toMatchObject({ twoFactorEnabled: true, twoFactorMethod: "authenticator" });
    expect((await client.me(session)).json().two_factor).toEqual({
      method: "authenticator",
      authenticator_confirmed: true,
      recovery_codes_left: 10,
      required: false,
      grace_sign_ins_left: null,
    });
    // Confirming again has nothing pending.
    const again = await client.call("POST", "/api/users/two_factor/authenticator/confirm", {
      session,
      payload: { code: appCode(otpauth_url, now), current_password: user.password },
    });
    expect(again.statusCode).toBe(409);

    t.clock.advance(stepMs);
    const mailsBefore = await mailsTo(user.email);
    const { response, cookie } = await client.typePassword(user);
    expect(response.statusCode).toBe(302);
    expect(response.json()).toMatchObject({ code: "TWO_FACTOR_REQUIRED", two_factor_method: "authenticator" });
    expect(response.json().resend_available_in).toBeUndefined();
    expect(await mailsTo(user.email)).toBe(mailsBefore);
    const signedIn = await client.sendSecondFactor(cookie, { code: appCode(otpauth_url, t.clock.now().getTime()) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ id: user.id, two_factor: { method: "authenticator" } });
    const sessionId = sha256Hex(signedIn.cookies.find((c) => c.name === "ondine_session")?.value ?? "");
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row?.secondFactorAt?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it("asks the password with the first code: a stolen session cannot put its own app in force", async () => {
    const client = twoFactorClient(t.app);
    const user = await insertUser(t.db);
    const stolen = await client.signIn(user);
    const confirm = (payload: unknown) =>
      client.call("POST", "/api/users/two_factor/authenticator/confirm", { session: stolen, payload });
    const enrolment = await client.call("POST", "/api/users/two_factor/authenticator", { session: stolen });
    const { otpauth_url } = enrolment.json();
    const code = appCode(otpauth_url, t.clock.now().getTime());

    const wrong = await confirm({ code, current_password: "not the password" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ["account.password.wrong"] });
    const missing = await confirm({ code });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: ["formErrors.required"] });

    // Nothing in force: still pending, two-factor off, no recovery codes; the password alone signs in.
    const [row] = await t.db.select().from(userAuthenticators).where(eq(userAuthenticators.userId, user.id));
    expect(row).toMatchObject({ confirmedAt: null, lastUsedStep: null });
    expect(row?.pendingSecret).not.toBeNull();
    expect(await userRow(user.id)).toMatchObject({ twoFactorEnabled: false, failedAttempts: 0 });
    expect(await t.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id))).toEqual([]);
    const confirmedEvents = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, user.id), eq(auditEvents.action, "two_factor.authenticator_confirmed")));
    expect(confirmedEvents).toEqual([]);
    expect((await client.typePassword(user)).response.statusCode).toBe(200);

    // The refused attempt used nothing up: the owner, with the password, confirms with the same code.
    const right = await confirm({ code, current_password: user.password });
    expect(right.statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ twoFactorEnabled: true, twoFactorMethod: "authenticator" });
  });

  it("keeps the owner's app in force when a new one is confirmed with a wrong password", async () => {
    const { client, user, session, otpauthUrl } = await withAuthenticator();
    const enrolment = await client.call("POST", "/api/users/two_factor/authenticator", { session });
    const intruderApp: string = enrolment.json().otpauth_url;
    const refused = await client.call("POST", "/api/users/two_factor/authenticator/confirm", {
      session,
      payload: { code: appCode(intruderApp, t.clock.now().getTime()), current_password: "guessed" },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ current_password: ["account.password.wrong"] });

    const { cookie } = await client.typePassword(user);
    const intruder = await client.sendSecondFactor(cookie, { code: appCode(intruderApp, t.clock.now().getTime()) });
    expect(intruder.statusCode).toBe(422);
    const owner = await client.sendSecondFactor(cookie, { code: appCode(otpauthUrl, t.clock.now().getTime()) });
    expect(owner.statusCode).toBe(200);
  });

  it("keeps a confirmed authenticator in force while a new one is enrolled", async () => {
    const { client, user, session, otpauthUrl } = await withAuthenticator();
    const second = await client.call("POST", "/api/users/two_factor/authenticator", { session });
    expect(second.statusCode).toBe(200);
    const { response, cookie } = await client.typePassword(user);
    expect(response.json().two_factor_method).toBe("authenticator");
    // No code is mailed in place of the app's.
    expect((await client.call("POST", "/api/users/two_factor/resend", { cookie })).statusCode).toBe(409);
    const old = await client.sendSecondFactor(cookie, { code: appCode(otpauthUrl, t.clock.now().getTime()) });
    expect(old.statusCode).toBe(200);
  });

  it("refuses a code already used, even within its window, and counts it as a failure", async () => {
    const { client, user, otpauthUrl } = await withAuthenticator();
    const code = appCode(otpauthUrl, t.clock.now().getTime());
    await client.signIn(user, { code });
    t.clock.advance(10_000);
    const { cookie } = await client.typePassword(user);
    const replayed = await client.sendSecondFactor(cookie, { code });
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().errors).toEqual({ code: ["twoFactor.code_invalid"] });
    expect((await userRow(user.id))?.failedAttempts).toBe(1);
  });

  it("accepts a code one step either side of now, not two, and never an older step after a newer one", async () => {
    const { client, user, otpauthUrl } = await withAuthenticator();
    t.clock.advance(10 * stepMs);
    const now = t.clock.now().getTime();
    const attempt = async (offsetSteps: number) => {
      const { cookie } = await client.typePassword(user);
      return (await client.sendSecondFactor(cookie, { code: appCode(otpauthUrl, now + offsetSteps * stepMs) }))
        .statusCode;
    };
    expect(await attempt(-2)).toBe(422);
    expect(await attempt(2)).toBe(422);
    expect(await attempt(-1)).toBe(200);
    expect(await attempt(1)).toBe(200);
    // Now is older than the step just used.
    expect(await attempt(0)).toBe(422);
  });

  it("takes a recovery code in place of the app's code, once, typed with any case and spacing", async () => {
    const { client, user, session, recoveryCodes } = await withAuthenticator();
    expect((await client.me(session)).json().two_factor.recovery_codes_left).toBe(10);
    const [code] = recoveryCodes as [string];
    const { cookie } = await client.typePassword(user);
    const typed = ` ${code.toUpperCase().replace("-", " - ")} `;
    const signedIn = await client.sendSecondFactor(cookie, { recovery_code: typed });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().two_factor.recovery_codes_left).toBe(9);
    expect((await client.me(session)).json().two_factor.recovery_codes_left).toBe(9);
    // A step-up changes no account column: the answer made before is still not kept (docs/security.md "Principal cache").
    const stepUp = await client.call("POST", "/api/users/two_factor/step_up", {
      session,
      payload: { recovery_code: recoveryCodes[1] },
    });
    expect(stepUp.statusCode).toBe(204);
    expect((await client.me(session)).json().two_factor.recovery_codes_left).toBe(8);

    const again = await client.typePassword(user);
    const reused = await client.sendSecondFactor(again.cookie, { recovery_code: code });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ recovery_code: ["twoFactor.code_invalid"] });
    const actions = await t.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, user.id), eq(auditEvents.action, "two_factor.recovery_code_used")));
    expect(actions).toEqual([
      { action: "two_factor.recovery_code_used", details: { used_for: "sign_in" } },
      { action: "two_factor.recovery_code_used", details: { used_for: "step_up" } },
    ]);
  });

  it("lets one of two sign-ins racing with the same recovery code through", async () => {
    const { client, user, recoveryCodes } = await withAuthenticator();
    const [code] = recoveryCodes as [string];
    const { cookie } = await client.typePassword(user);
    const answers = await Promise.all([
      client.sendSecondFactor(cookie, { recovery_code: code }),
      client.sendSecondFactor(cookie, { recovery_code: code }),
    ]);
    // The other finds the code used (422), or on PGlite, which runs them one after the other, the sign-in done (401).
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200)).toEqual([expect.toBeOneOf([401, 422])]);
    const unused = await t.db
      .select({ n: count() })
      .from(userRecoveryCodes)
      .where(and(eq(userRecoveryCodes.userId, user.id), isNull(userRecoveryCodes.usedAt)));
    expect(unused[0]?.n).toBe(9);
  });

  it("replaces every recovery code, the password asked", async () => {
    const { client, user, session, recoveryCodes } = await withAuthenticator();
    const wrong = await client.call("POST", "/api/users/two_factor/recovery_codes", {
      session,
      payload: { current_password: "not the password" },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ["account.password.wrong"] });
    const missing = await client.call("POST", "/api/users/two_factor/recovery_codes", { session, payload: {} });
    expect(missing.statusCode).toBe(422);

    const renewed = await client.call("POST", "/api/users/two_factor/recovery_codes", {
      session,
      payload: { current_password: user.password },
    });
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = renewed.json().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);

    const old = await client.typePassword(user);
    expect((await client.sendSecondFactor(old.cookie, { recovery_code: recoveryCodes[0] })).statusCode).toBe(422);
    const next = await client.typePassword(user);
    expect((await client.sendSecondFactor(next.cookie, { recovery_code: fresh[0] })).statusCode).toBe(200);
  });

  it("switches between off, the mailed code and a confirmed authenticator, the password asked", async () => {
    const client = twoFactorClient(t.app);
    const user = await insertUser(t.db);
    const session = await client.signIn(user);
    const put = (payload: unknown) => client.call("PUT", "/api/users/two_factor", { session, payload });

    const notConfirmed = await put({ method: "authenticator", current_password: user.password });
    expect(notConfirmed.statusCode).toBe(422);
    expect(notConfirmed.json().errors).toEqual({ method: ["twoFactor.authenticator_not_confirmed"] });
    const wrongPassword = await put({ method: "mail", current_password: "nope" });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors).toEqual({ current_password: ["account.password.wrong"] });
    expect((await put({ method: "sms", current_password: user.password })).statusCode).toBe(422);

    const byMail = await put({ method: "mail", current_password: user.password });
    expect(byMail.statusCode).toBe(200);
    expect(byMail.json()).toMatchObject({ method: "mail", authenticator_confirmed: false });
    const { response, cookie } = await client.typePassword(user);
    expect(response.json()).toMatchObject({ two_factor_method: "mail", resend_available_in: 60 });
    const mailed = await mailedCode(t.db, user.email);
    const second = await client.sendSecondFactor(cookie, { code: mailed });
    expect(second.statusCode).toBe(200);

    const { otpauthUrl } = await client.enrolAuthenticator(session, t.clock.now().getTime(), user.password);
    const off = await put({ method: null, current_password: user.password });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ method: null, authenticator_confirmed: true });
    expect((await client.typePassword(user)).response.statusCode).toBe(200);
    // Back to the authenticator confirmed before, without enrolling again.
    const back = await put({ method: "authenticator", current_password: user.password });
    expect(back.json()).toMatchObject({ method: "authenticator" });
    t.clock.advance(stepMs);
    await client.signIn(user, { code: appCode(otpauthUrl, t.clock.now().getTime()) });

    const actions = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, user.id))
      .orderBy(auditEvents.id);
    expect(actions.map((row) => row.action).filter((action) => action.startsWith("two_factor."))).toEqual([
      "two_factor.method_changed",
      "two_factor.authenticator_enrolled",
      "two_factor.authenticator_confirmed",
      "two_factor.disabled",
      "two_factor.method_changed",
    ]);
  });

  it("answers 422 verification_error when the check itself fails, counting nothing", async () => {
    const { client, user } = await withAuthenticator();
    // A secret that cannot be read (base32 has no 1, 8 or 9).
    await t.db.update(userAuthenticators).set({ secret: "1889" }).where(eq(userAuthenticators.userId, user.id));
    const { cookie } = await client.typePassword(user);
    const answer = await client.sendSecondFactor(cookie, { code: "123456" });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ code: ["twoFactor.verification_error"] });
    expect((await userRow(user.id))?.failedAttempts).toBe(0);
  });

  it("refuses the settings to an admin logged in as the user, and to an API token", async () => {
    const client = twoFactorClient(t.app);
    const user = await insertUser(t.db, { roles: ["api"] });
    const admin = await insertUser(t.db, { admin: true });
    const adminSession = await client.signIn(admin);
    const fake = await client.call("GET", `/api/users/${user.id}/fake`, { session: adminSession });
    expect(fake.statusCode).toBe(200);
    const impersonating = sessionFrom(fake);
    const enrol = await client.call("POST", "/api/users/two_factor/authenticator", { session: impersonating });
    expect(enrol.statusCode).toBe(403);
    expect(await t.db.select().from(userAuthenticators).where(eq(userAuthenticators.userId, user.id))).toEqual([]);

    const own = await client.signIn(user);
    const token = (await client.call("POST", "/api/generate_api_token", { session: own })).json().api_token;
    const viaToken = await t.app.inject({
      method: "POST",
      url: "/api/users/two_factor/authenticator",
      headers: { "x-api-token": token },
    });
    expect(viaToken.statusCode).toBe(403);
  });
});
