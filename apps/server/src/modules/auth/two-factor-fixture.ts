import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { TOTP, URI } from "otpauth";
import { expect } from "vitest";
import type { Database } from "../../db";
import { users } from "../../db/schema";
import { cookiesOf, lastMessageTo, sessionFrom, type TestSession } from "../../test/sessions";
import { type TestUser, testPassword } from "../../test/user-factory";

// Two-factor test support (docs/security.md "Two-factor sign-in", "Step-up"): codes computed as an
// authenticator app computes them (otpauth, from the address the enrolment answered), sign-ins
// through the API, each test from its own client address so the rate limits stay out of its way.

/** 10 seconds into a 30-second step: a code of now stays the same for 20 seconds. */
export const twoFactorNow = new Date("2026-06-16T08:00:10.000Z");
export const stepMs = 30_000;

let addressCount = 0;
/** A client address of its own (TEST-NET-3), for a test's requests. */
export function nextClientAddress(): string {
  addressCount += 1;
  return `203.0.113.${addressCount % 250}`;
}

/** The code an authenticator app enrolled with `otpauthUrl` shows at `atMs`. */
export function appCode(otpauthUrl: string, atMs: number): string {
  const totp = URI.parse(otpauthUrl);
  if (!(totp instanceof TOTP)) throw new Error(`not a TOTP address: ${otpauthUrl}`);
  return totp.generate({ timestamp: atMs });
}

/** The 6-digit code of the newest mail to `email`. */
export async function mailedCode(db: Database, email: string): Promise<string> {
  const mail = await lastMessageTo(db, email);
  const match = /\b(\d{6})\b/.exec(mail.bodyText);
  if (!match?.[1]) throw new Error(`no code in ${mail.bodyText}`);
  return match[1];
}

export async function turnOnMailedCode(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ twoFactorEnabled: true, twoFactorMethod: "mail" }).where(eq(users.id, userId));
}

/** The calls of one test, all from one client address. */
export function twoFactorClient(app: FastifyInstance, remoteAddress = nextClientAddress()) {
  const call = (
    method: "GET" | "POST" | "PUT",
    url: string,
    options: { session?: TestSession; cookie?: string; payload?: unknown } = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      remoteAddress,
      headers: options.session?.headers ?? (options.cookie ? { cookie: options.cookie } : {}),
      ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
    });

  /** Types the password: the answer, and the pending sign-in's cookie when it asks for a second factor. */
  const typePassword = async (user: TestUser) => {
    const response = await call("POST", "/api/users/sign_in", {
      payload: { email: user.email, password: user.password },
    });
    const pending = cookiesOf(response).ondine_2fa;
    return { response, cookie: pending ? `ondine_2fa=${pending}` : undefined };
  };

  const sendSecondFactor = (cookie: string | undefined, payload: { code?: string; recovery_code?: string }) =>
    call("POST", "/api/users/two_factor", { ...(cookie ? { cookie } : {}), payload });

  /** Signs in with the password and, when asked, this second factor; fails the test unless it worked. */
  const signIn = async (user: TestUser, secondFactor?: { code?: string; recovery_code?: string }) => {
    const typed = await typePassword(user);
    if (typed.response.statusCode === 200) return sessionFrom(typed.response);
    expect(typed.response.statusCode, typed.response.body).toBe(302);
    if (!secondFactor) throw new Error("the sign-in asks for a second factor");
    const finished = await sendSecondFactor(typed.cookie, secondFactor);
    expect(finished.statusCode, finished.body).toBe(200);
    return sessionFrom(finished);
  };

  /**
   * Enrols and confirms an authenticator at the clock's `nowMs`, the account's password typed with
   * the first code: its address and the recovery codes.
   */
  const enrolAuthenticator = async (session: TestSession, nowMs: number, password = testPassword) => {
    const enrolment = await call("POST", "/api/users/two_factor/authenticator", { session });
    expect(enrolment.statusCode, enrolment.body).toBe(200);
    const { secret, otpauth_url } = enrolment.json<{ secret: string; otpauth_url: string }>();
    const confirmed = await call("POST", "/api/users/two_factor/authenticator/confirm", {
      session,
      payload: { code: appCode(otpauth_url, nowMs), current_password: password },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return {
      secret,
      otpauthUrl: otpauth_url,
      recoveryCodes: confirmed.json<{ recovery_codes: string[] }>().recovery_codes,
    };
  };

  const me = (session: TestSession) => call("GET", "/api/users/me", { session });

  return { call, typePassword, sendSecondFactor, signIn, enrolAuthenticator, me, remoteAddress };
}
