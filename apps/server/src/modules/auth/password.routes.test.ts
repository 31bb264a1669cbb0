import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { auditEvents, sessions, users } from "../../db/schema";
import { lastMessageTo, signInAs, tokenInLink } from "../../test/sessions";
import { buildTestApp } from "../../test/test-app";
import { createTestClock } from "../../test/test-clock";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser } from "../../test/user-factory";
import { authDependencies } from "./auth-dependencies";
import { sendConfirmationInstructions } from "./confirmation.service";

const hour = 3_600_000;
const publicUrl = "http://console.test";

describe.each(testEngines)("passwords and confirmation on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const clock = createTestClock();

  // Tests share one app, clock and database: each test resets, confirms or changes the password of an account it makes, and times its links from its own mail, on a clock the tests only move forward.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, { publicUrl }, { clock });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const signIn = (email: string, password: string) =>
    app.inject({ method: "POST", url: "/api/users/sign_in", payload: { email, password } });

  describe("password reset", () => {
    const askReset = (email: string) =>
      app.inject({ method: "POST", url: "/api/users/password", payload: { user: { email } } });
    const reset = (token: string, password: string, confirmation = password) =>
      app.inject({
        method: "PUT",
        url: "/api/users/password",
        payload: { user: { password, password_confirmation: confirmation, reset_password_token: token } },
      });

    async function resetToken(email: string): Promise<string> {
      const mail = await lastMessageTo(database.db, email);
      return tokenInLink(mail.bodyText, `${publicUrl}/account/password/reset/`);
    }

    it("mails a reset link in the user's language, and the new password works", async () => {
      const user = await insertUser(database.db, { firstName: "Ana" });
      await database.db.update(users).set({ language: "es" }).where(eq(users.id, user.id));
      const ask = await askReset(user.email.toUpperCase());
      expect(ask.statusCode).toBe(204);
      const mail = await lastMessageTo(database.db, user.email);
      expect(mail).toMatchObject({ subject: "Restablecer su contraseña de Ondine", language: "es", status: "held" });
      expect(mail.bodyText).toContain("Hola Ana:");
      expect(mail.bodyHtml).toContain(`href="${publicUrl}/account/password/reset/`);

      const response = await reset(await resetToken(user.email), "a-new-password");
      expect(response.statusCode).toBe(204);
      expect((await signIn(user.email, user.password)).statusCode).toBe(401);
      expect((await signIn(user.email, "a-new-password")).statusCode).toBe(200);
    });

    it("answers an unknown or deactivated address 404 NOT_FOUND", async () => {
      expect((await askReset("nobody@example.test")).json()).toMatchObject({ code: "NOT_FOUND" });
      const former = await insertUser(database.db, { deleted: true });
      expect((await askReset(former.email)).statusCode).toBe(404);
    });

    it("answers a malformed address 422", async () => {
      const response = await askReset("not-an-address");
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ "user.email": ["formErrors.email"] });
    });

    it("sends an unconfirmed account its confirmation link instead", async () => {
      const user = await insertUser(database.db, { confirmed: false });
      expect((await askReset(user.email)).statusCode).toBe(204);
      const mail = await lastMessageTo(database.db, user.email);
      expect(mail.bodyText).toContain(`${publicUrl}/account/password/create/`);
    });

    it("uses a link once", async () => {
      const user = await insertUser(database.db);
      await askReset(user.email);
      const token = await resetToken(user.email);
      expect((await reset(token, "first-new-password")).statusCode).toBe(204);
      const again = await reset(token, "second-new-password");
      expect(again.statusCode).toBe(401);
      expect(again.json()).toMatchObject({ code: "NOT_AUTHORIZED" });
    });

    it("refuses a link after 6 hours, and an older link once a newer one was sent", async () => {
      const user = await insertUser(database.db);
      await askReset(user.email);
      const older = await resetToken(user.email);
      await askReset(user.email);
      const newer = await resetToken(user.email);
      expect((await reset(older, "a-new-password")).statusCode).toBe(401);
      clock.advance(6 * hour);
      expect((await reset(newer, "a-new-password")).statusCode).toBe(401);
    });

    it("answers 422 for a short or mismatched password, keeping the link", async () => {
      const user = await insertUser(database.db);
      await askReset(user.email);
      const token = await resetToken(user.email);
      const short = await reset(token, "short");
      expect(short.statusCode).toBe(422);
      expect(short.json().errors).toEqual({ "user.password": ["formErrors.min_length"] });
      const mismatch = await reset(token, "a-new-password", "another-password");
      expect(mismatch.statusCode).toBe(422);
      expect(mismatch.json().errors).toEqual({ "user.password_confirmation": ["formErrors.equal_to"] });
      expect((await reset(token, "a-new-password")).statusCode).toBe(204);
    });

    it("ends every session of the user and lifts a lock", async () => {
      const user = await insertUser(database.db);
      const { headers } = await signInAs(app, user);
      for (let attempt = 1; attempt <= 5; attempt++) await signIn(user.email, "wrong-password");
      await askReset(user.email);
      expect((await reset(await resetToken(user.email), "a-new-password")).statusCode).toBe(204);
      expect((await app.inject({ method: "GET", url: "/api/users/me", headers })).statusCode).toBe(401);
      expect((await signIn(user.email, "a-new-password")).statusCode).toBe(200);
      const actions = await database.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(eq(auditEvents.subjectId, user.id));
      expect(actions.map((row) => row.action)).toContain("password_reset");
    });
  });

  describe("confirmation", () => {
    async function invitedUser(language = "fr") {
      const user = await insertUser(database.db, { confirmed: false, firstName: "Inès" });
      await database.db.update(users).set({ passwordHash: null, language }).where(eq(users.id, user.id));
      await sendConfirmationInstructions(authDependencies(app), { ...user, firstName: "Inès", language });
      const mail = await lastMessageTo(database.db, user.email);
      return { ...user, mail, token: tokenInLink(mail.bodyText, `${publicUrl}/account/password/create/`) };
    }
    const confirm = (token: string, password: string, confirmation = password) =>
      app.inject({
        method: "PUT",
        url: "/api/users/confirmation",
        payload: { confirmation_token: token, user: { password, password_confirmation: confirmation } },
      });

    it("mails the link to choose a password, in the user's language", async () => {
      const { mail } = await invitedUser("de");
      expect(mail.subject).toBe("Aktivieren Sie Ihr Ondine-Konto");
      expect(mail.bodyText).toContain("Dieser Link ist 3 Tage gültig.");
    });

    it("tells the page whom the link is for", async () => {
      const user = await invitedUser();
      const response = await app.inject({
        method: "GET",
        url: `/api/users/confirmation?confirmation_token=${user.token}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ email: user.email, first_name: "Inès" });
    });

    it("sets the first password and confirms; the user can then sign in", async () => {
      const user = await invitedUser();
      expect((await signIn(user.email, "chosen-password")).json().reason).toBe("unconfirmed");
      const response = await confirm(user.token, "chosen-password");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ email: user.email, first_name: "Inès" });
      const me = await signIn(user.email, "chosen-password");
      expect(me.statusCode).toBe(200);
      expect(me.json().state).toBe("confirmed");
    });

    it("answers a mismatched confirmation 400 WRONG_PARAMETERS, a short password 422", async () => {
      const user = await invitedUser();
      const mismatch = await confirm(user.token, "chosen-password", "other-password");
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toMatchObject({
        code: "WRONG_PARAMETERS",
        errors: { "user.password_confirmation": ["formErrors.equal_to"] },
      });
      const short = await confirm(user.token, "short");
      expect(short.statusCode).toBe(422);
      expect(short.json().errors).toEqual({ "user.password": ["formErrors.min_length"] });
    });

    it("answers an already confirmed account 422 INVALID_PARAMETERS", async () => {
      const user = await invitedUser();
      await confirm(user.token, "chosen-password");
      const again = await confirm(user.token, "chosen-password");
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({ code: "INVALID_PARAMETERS" });
      const show = await app.inject({ method: "GET", url: `/api/users/confirmation?confirmation_token=${user.token}` });
      expect(show.statusCode).toBe(422);
    });

    it("answers an unknown, replaced or 3-day-old link 401", async () => {
      expect((await confirm("unknown-token", "chosen-password")).statusCode).toBe(401);
      const show = await app.inject({ method: "GET", url: "/api/users/confirmation?confirmation_token=unknown" });
      expect(show.statusCode).toBe(401);

      const user = await invitedUser();
      await sendConfirmationInstructions(authDependencies(app), { ...user, firstName: "Inès", language: "fr" });
      expect((await confirm(user.token, "chosen-password")).statusCode).toBe(401);

      const late = await invitedUser();
      clock.advance(72 * hour);
      expect((await confirm(late.token, "chosen-password")).statusCode).toBe(401);
    });

    it("answers a missing token 422", async () => {
      const response = await app.inject({ method: "GET", url: "/api/users/confirmation" });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ confirmation_token: ["formErrors.required"] });
    });
  });

  describe("password change", () => {
    const change = (headers: Record<string, string>, current: string, password: string, confirmation = password) =>
      app.inject({
        method: "PATCH",
        url: "/api/users/update_password",
        headers,
        payload: { current_password: current, user: { password, password_confirmation: confirmation } },
      });

    it("changes the password and ends the user's other sessions", async () => {
      const user = await insertUser(database.db);
      const here = await signInAs(app, user);
      const elsewhere = await signInAs(app, user);
      const response = await change(here.headers, user.password, "a-new-password");
      expect(response.statusCode).toBe(204);
      expect((await app.inject({ method: "GET", url: "/api/users/me", headers: here.headers })).statusCode).toBe(200);
      expect((await app.inject({ method: "GET", url: "/api/users/me", headers: elsewhere.headers })).statusCode).toBe(
        401,
      );
      expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
      expect((await signIn(user.email, "a-new-password")).statusCode).toBe(200);
    });

    it("answers a wrong current password 422 account.password.wrong", async () => {
      const user = await insertUser(database.db);
      const { headers } = await signInAs(app, user);
      const response = await change(headers, "not-my-password", "a-new-password");
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ current_password: ["account.password.wrong"] });
    });

    it("answers 422 for rule breaks, 401 without a session, 403 without the CSRF header", async () => {
      const user = await insertUser(database.db);
      const { headers } = await signInAs(app, user);
      const mismatch = await change(headers, user.password, "a-new-password", "another-one");
      expect(mismatch.statusCode).toBe(422);
      expect(mismatch.json().errors).toEqual({ "user.password_confirmation": ["formErrors.equal_to"] });
      expect((await change({}, user.password, "a-new-password")).statusCode).toBe(401);
      expect((await change({ cookie: headers.cookie }, user.password, "a-new-password")).statusCode).toBe(403);
    });
  });
});
