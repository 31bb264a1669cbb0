import { type ApiErrorExtras, twoFactorCodeLength, twoFactorSignInLifetimeMs } from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import { randomDigits, randomToken, secretsEqual, sha256Hex } from "../../security/secret-tokens";
import { countAccountFailure } from "./account-lockout.service";
import type { AuthDependencies } from "./auth-dependencies";
import { findUserById, type UserRow } from "./auth-users.repository";
import { isLockedAt } from "./lockout-policy";
import { signInRefused } from "./sign-in-failure";
import { userTokenLifetimesMs } from "./user-tokens";
import {
  consumeUserToken,
  deleteUnusedUserTokens,
  findUserToken,
  insertUserToken,
  recordTwoFactorAttempt,
  replaceTwoFactorCode,
  type UserTokenRow,
} from "./user-tokens.repository";

/** Wrong codes allowed per pending sign-in; then the password must be typed again. */
export const maxTwoFactorAttempts = 5;
/** Seconds between two mailed codes. */
export const twoFactorResendDelaySeconds = 60;
const codeLifetimeMs = userTokenLifetimesMs.two_factor;

function codeHashFor(pendingHash: string, code: string): string {
  // Salted with the pending sign-in, so equal codes of two sign-ins differ.
  return sha256Hex(`${pendingHash}:${code}`);
}

type TwoFactorErrorKey = "code_invalid" | "code_expired" | "max_attempts" | "resend_too_soon";

/** 422 with `errors.code: ["twoFactor.<key>"]`, the keys the console translates. */
function codeError(key: TwoFactorErrorKey, extras: ApiErrorExtras = {}): AppError {
  const message = `Two-factor: ${key.replaceAll("_", " ")}.`;
  return new AppError("INVALID_PARAMETERS", message, { code: [`twoFactor.${key}`] }, extras);
}

async function mailCode(deps: AuthDependencies, db: AuthDependencies["db"], user: UserRow, code: string) {
  await deps.mail.sendMail(db, {
    to: user.email,
    language: user.language,
    template: "two_factor_code",
    params: { firstName: user.firstName, code, validMinutes: codeLifetimeMs / 60_000 },
  });
}

/**
 * Starts a pending sign-in after the right password: mails a 6-digit code
 * (valid 10 minutes) and returns the token that names the pending sign-in
 * (the ondine_2fa cookie). Only hashes of both are stored.
 */
export async function beginTwoFactor(deps: AuthDependencies, user: UserRow, rememberMe: boolean): Promise<string> {
  const now = deps.now();
  const pendingToken = randomToken();
  const hash = sha256Hex(pendingToken);
  const code = randomDigits(twoFactorCodeLength);
  await deps.db.transaction(async (tx) => {
    await deleteUnusedUserTokens(tx, user.id, "two_factor");
    await insertUserToken(tx, {
      hash,
      userId: user.id,
      purpose: "two_factor",
      createdAt: now,
      expiresAt: new Date(now.getTime() + codeLifetimeMs),
      codeHash: codeHashFor(hash, code),
      codeSentAt: now,
      rememberMe,
    });
    await mailCode(deps, tx, user, code);
  });
  return pendingToken;
}

/** The pending sign-in the cookie names, or 401 when there is none (any more). */
async function pendingSignIn(deps: AuthDependencies, pendingToken: string | undefined): Promise<UserTokenRow> {
  if (!pendingToken) throw new AppError("NOT_AUTHORIZED", "No sign-in is waiting for a code: sign in again.");
  const row = await findUserToken(deps.db, sha256Hex(pendingToken), "two_factor");
  const now = deps.now().getTime();
  if (!row || row.usedAt || now - row.createdAt.getTime() >= twoFactorSignInLifetimeMs) {
    throw new AppError("NOT_AUTHORIZED", "No sign-in is waiting for a code: sign in again.");
  }
  if (row.attempts >= maxTwoFactorAttempts) throw codeError("max_attempts");
  return row;
}

/**
 * Checks the code of a pending sign-in. Right: the pending sign-in is used
 * up and its user and "remember me" returned. Wrong: 422 with the reason,
 * and one more failure on the account: the lockout counts wrong codes across
 * sign-ins, so typing the password again gives no new tries. A locked
 * account answers 401 `locked`.
 */
export async function verifyTwoFactorCode(
  deps: AuthDependencies,
  pendingToken: string | undefined,
  code: string,
  ip: string,
): Promise<{ user: UserRow; rememberMe: boolean }> {
  const row = await pendingSignIn(deps, pendingToken);
  const now = deps.now();
  const user = await findUserById(deps.db, row.userId);
  // The account may have changed since the password was checked.
  if (!user || user.deletedAt) throw signInRefused("deactivated");
  if (isLockedAt(user, now)) throw signInRefused("locked");
  if (row.expiresAt.getTime() <= now.getTime()) throw codeError("code_expired");
  if (!row.codeHash || !secretsEqual(codeHashFor(row.hash, code), row.codeHash)) {
    const attempts = await recordTwoFactorAttempt(deps.db, row.id);
    const reason = await countAccountFailure(deps, user, ip, { two_factor: true });
    if (reason === "locked") throw signInRefused("locked");
    throw codeError(attempts >= maxTwoFactorAttempts ? "max_attempts" : "code_invalid");
  }
  if (!(await consumeUserToken(deps.db, row.hash, "two_factor", now))) throw codeError("code_expired");
  if (!user.confirmedAt) throw signInRefused("unconfirmed");
  return { user, rememberMe: row.rememberMe };
}

/** Mails a new code for the pending sign-in, at most once a minute. */
export async function resendTwoFactorCode(
  deps: AuthDependencies,
  pendingToken: string | undefined,
): Promise<{ resend_available_in: number }> {
  const row = await pendingSignIn(deps, pendingToken);
  const now = deps.now();
  const waitMs = (row.codeSentAt?.getTime() ?? 0) + twoFactorResendDelaySeconds * 1000 - now.getTime();
  if (waitMs > 0) {
    throw codeError("resend_too_soon", { resend_available_in: Math.ceil(waitMs / 1000) });
  }
  const user = await findUserById(deps.db, row.userId);
  if (!user) throw new AppError("NOT_AUTHORIZED", "No sign-in is waiting for a code: sign in again.");
  // Wrong codes locked the account: no more codes are mailed until it is unlocked.
  if (isLockedAt(user, now)) throw signInRefused("locked");
  const code = randomDigits(twoFactorCodeLength);
  await deps.db.transaction(async (tx) => {
    await replaceTwoFactorCode(tx, row.id, {
      codeHash: codeHashFor(row.hash, code),
      sentAt: now,
      expiresAt: new Date(now.getTime() + codeLifetimeMs),
    });
    await mailCode(deps, tx, user, code);
  });
  return { resend_available_in: twoFactorResendDelaySeconds };
}
