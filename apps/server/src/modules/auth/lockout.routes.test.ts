import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { outboxMessages, users } from "../../db/schema";
import { cookiesOf, lastMessageTo, tokenInLink } from "../../test/sessions";
import { buildTestApp } from "../../test/test-app";
import { createTestClock } from "../../test/test-clock";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser, type TestUser } from "../../test/user-factory";
import { lockDurationMs } from "./lockout-policy";
import { userTokenLifetimesMs } from "./user-tokens";

const publicUrl = "https://console.ondine.test";

describe.each(testEngines)("lockout and enumeration on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const clock = createTestClock();
  let addressCount = 0;

  // Tests share one app, clock and database: each test locks accounts it makes, from client addresses no other test uses, and the account count one test takes is before and after its own calls.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, { publicUrl }, { clock });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** Each caller signs in from its own address, so the per-IP limit stays out of these tests. */
  function signInFrom(remoteAddress: string, email: string, password: string, cookie?: string) {
    return app.inject({
      method: "POST",
      url: "/api/users/sign_in",
      remoteAddress,
      headers: cookie ? { cookie } : {},
      payload: { email, password },
    });
  }
  const freshAddress = () => {
    addressCount += 1;
    return `10.1.0.${addressCount}`;
  };

  /** The status and reason of each of `count` wrong sign-ins on `email`. */
  async function wrongSignIns(email: string, count: number): Promise<string[]> {
    const address = freshAddress();
    const answers: string[] = [];
    for (let attempt = 1; attempt <= count; attempt++) {
      const response = await signInFrom(address, email, `wrong-${attempt}`);
      answers.push(`${response.statusCode} ${response.json().reason}`);
    }
    return answers;
  }

  async function lockedUser(): Promise<TestUser> {
    const user = await insertUser(database.db);
    await wrongSignIns(user.email, 5);
    return user;
  }

  it("answers an unknown address the same sequence as an account, without creating or mailing anything", async () => {
    const known = await insertUser(database.db);
    const unknownEmail = "nobody-here@example.test";
    const usersBefore = (await database.db.select({ id: users.id }).from(users)).length;

    const knownAnswers = await wrongSignIns(known.email, 7);
    const unknownAnswers = await wrongSignIns(unknownEmail, 7);
    expect(knownAnswers).toEqual([
      "401 invalid_credentials",
      "401 invalid_credentials",
      "401 invalid_credentials",
      "401 last_attempt",
      "401 locked",
      "401 locked",
      "401 locked",
    ]);
    expect(unknownAnswers).toEqual(knownAnswers);

    // After the hour both start again from the first failure; an address's case does not matter.
    clock.advance(lockDurationMs);
    expect(await wrongSignIns(known.email.toUpperCase(), 4)).toEqual(await wrongSignIns("Nobody-Here@example.test", 4));

    expect((await database.db.select({ id: users.id }).from(users)).length).toBe(usersBefore);
    const mailed = await database.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, unknownEmail));
    expect(mailed).toEqual([]);
  });

  it("lets the browser that opened the unlock link sign in with the right password, though the account is locked again and its address rate-limited", async () => {
    const user = await lockedUser();
    const token = tokenInLink(
      (await lastMessageTo(database.db, user.email)).bodyText,
      `${publicUrl}/account/login?unlock_token=`,
    );
    const unlock = await app.inject({ method: "GET", url: `/api/users/unlock?unlock_token=${token}` });
    expect(unlock.statusCode).toBe(204);
    const pass = cookiesOf(unlock).ondine_unlock_pass;
    expect(pass).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const passCookie = unlock.cookies.find((cookie) => cookie.name === "ondine_unlock_pass");
    expect(passCookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/users/sign_in", secure: true });

    // Someone else locks the account again at once, and fills the address's sign-in limit.
    expect((await wrongSignIns(user.email, 5)).at(-1)).toBe("401 locked");
    const ownBrowser = freshAddress();
    const withoutPass = await signInFrom(ownBrowser, user.email, user.password);
    expect(withoutPass.statusCode).toBe(429);
    // The pass does not help a wrong password...
    const wrongWithPass = await signInFrom(ownBrowser, user.email, "not-the-password", `ondine_unlock_pass=${pass}`);
    expect(wrongWithPass.json().reason).toBe("locked");
    // ...nor another account's password.
    const other = await lockedUser();
    const otherWithPass = await signInFrom(ownBrowser, other.email, other.password, `ondine_unlock_pass=${pass}`);
    expect(otherWithPass.json().reason).toBe("locked");
    // The right password with the pass signs in and lifts the lock.
    const signedIn = await signInFrom(ownBrowser, user.email, user.password, `ondine_unlock_pass=${pass}`);
    expect(signedIn.statusCode).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ failedAttempts: 0, lockedUntil: null });
  });

  it("gives the pass to the browser that reset the password, and the pass ends after 30 days", async () => {
    const user = await lockedUser();
    const ask = await app.inject({
      method: "POST",
      url: "/api/users/password",
      remoteAddress: freshAddress(),
      payload: { user: { email: user.email } },
    });
    expect(ask.statusCode).toBe(204);
    const token = tokenInLink(
      (await lastMessageTo(database.db, user.email)).bodyText,
      `${publicUrl}/account/password/reset/`,
    );
    const newPassword = "a new long password";
    const reset = await app.inject({
      method: "PUT",
      url: "/api/users/password",
      payload: { user: { reset_password_token: token, password: newPassword, password_confirmation: newPassword } },
    });
    expect(reset.statusCode).toBe(204);
    const pass = cookiesOf(reset).ondine_unlock_pass;

    await wrongSignIns(user.email, 5);
    const ownBrowser = freshAddress();
    expect((await signInFrom(ownBrowser, user.email, newPassword, `ondine_unlock_pass=${pass}`)).statusCode).toBe(200);

    clock.advance(userTokenLifetimesMs.unlock_pass);
    expect((await wrongSignIns(user.email, 5)).at(-1)).toBe("401 locked");
    const expired = await signInFrom(ownBrowser, user.email, newPassword, `ondine_unlock_pass=${pass}`);
    expect(expired.json().reason).toBe("locked");
  });
});
