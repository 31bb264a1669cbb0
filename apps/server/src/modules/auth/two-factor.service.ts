import {
  type ApiErrorExtras,
  type TwoFactorMethod,
  type TwoFactorSignInBody,
  twoFactorCodeLength,
  twoFactorSignInLifetimeMs,
} from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import { randomDigits, randomToken, secretsEqual, sha256Hex } from "../../security/secret-tokens";
import { recordAuditEvent } from "../audit";
import { countAccountFailure } from "./account-lockout.service";
import type { AuthDependencies } from "./auth-dependencies";
import { findUserById, type UserRow } from "./auth-users.repository";
import { isLockedAt } from "./lockout-policy";
import { checkSecondFactor } from "./second-factor-check";
import { signInRefused } from "./sign-in-failure";
import { userTokenLifetimesMs } from "./user-tokens";
import {
  consumeUserToken,
  consumeUserTokenById,
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

export function codeHashFor(pendingHash: string, code: string): string {
  // Salted with the pending sign-in, so equal codes of two sign-ins differ.
  return sha256Hex(`${pendingHash}:${code}`);
}

type TwoFactorErrorKey = "code_invalid" | "code_expired" | "max_attempts" | "resend_too_soon";

/** 422 with `errors.<field>: ["twoFactor.<key>"]` (the code, or the recovery code), the keys the console translates. */
export function codeError(
  key: TwoFactorErrorKey,
  extras: ApiErrorExtras = {},
  field: "code" | "recovery_code" = "code",
): AppError {
  const message = `Two-factor: ${key.replaceAll("_", " ")}.`;
  return new AppError("INVALID_PARAMETERS", message, { [field]: [`twoFactor.${key}`] }, extras);
}

/** 409: a code is mailed only to an account whose second factor is the mailed code. */
export function notMailedError(): AppError {
  return new AppError("CONFLICT", "This account's second factor is not a mailed code: use the app or a recovery code.");
}

export async function mailCode(deps: AuthDependencies, db: AuthDependencies["db"], user: UserRow, code: string) {
  await deps.mail.sendMail(db, {
    to: user.email,
    language: user.language,
    template: "two_factor_code",
    params: { firstName: user.firstName, code, validMinutes: codeLifetimeMs / 60_000 },
  });
}

/**
 * Starts a pending sign-in after the right password and returns the token that names it (the
 * ondine_2fa cookie) with the method to ask for. By mail, a 6-digit code (valid 10 minutes) is
 * mailed; with an authenticator nothing is sent. Only hashes of the token and code are stored.
 */
export async function beginTwoFactor(
  deps: AuthDependencies,
  user: UserRow,
  rememberMe: boolean,
): Promise<{ pendingToken: string; method: TwoFactorMethod }> {
  const now = deps.now();
  const method = user.twoFactorMethod;
  const pendingToken = randomToken();
  const hash = sha256Hex(pendingToken);
  const code = method === "mail" ? randomDigits(twoFactorCodeLength) : null;
  await deps.db.transaction(async (tx) => {
    await deleteUnusedUserTokens(tx, user.id, "two_factor");
    await insertUserToken(tx, {
      hash,
      userId: user.id,
      purpose: "two_factor",
      createdAt: now,
      // Without a mailed code, the row lasts as long as the pending sign-in.
      expiresAt: new Date(now.getTime() + (code === null ? twoFactorSignInLifetimeMs : codeLifetimeMs)),
      codeHash: code === null ? null : codeHashFor(hash, code),
      codeSentAt: code === null ? null : now,
      rememberMe,
    });
    if (code !== null) await mailCode(deps, tx, user, code);
  });
  return { pendingToken, method };
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
 * Checks the second factor of a pending sign-in: the mailed code, the authenticator's code or a
 * recovery code (docs/security.md "Two-factor sign-in"). Right: the pending sign-in is used up
 * and its user, "remember me" and what proved it returned. Wrong: 422 with the reason on the
 * field typed, and one more failure on the account: the lockout counts wrong codes across
 * sign-ins, so typing the password again gives no new tries. A locked account answers 401 `locked`.
 */
export async function verifyTwoFactorCode(
  deps: AuthDependencies,
  pendingToken: string | undefined,
  input: TwoFactorSignInBody,
  ip: string,
): Promise<{ user: UserRow; rememberMe: boolean; by: TwoFactorMethod | "recovery_code" }> {
  const row = await pendingSignIn(deps, pendingToken);
  const now = deps.now();
  const user = await findUserById(deps.db, row.userId);
  // The account may have changed since the password was checked.
  if (!user || user.deletedAt) throw signInRefused("deactivated");
  if (isLockedAt(user, now)) throw signInRefused("locked");
  const byMailedCode = !input.recovery_code && user.twoFactorMethod === "mail";
  if (byMailedCode && (!row.codeHash || row.expiresAt.getTime() <= now.getTime())) throw codeError("code_expired");
  const outcome = await deps.db.transaction(async (tx) => {
    const checked = await checkSecondFactor(tx, user, input, {
      now,
      mailedCodeMatches: (code) => row.codeHash !== null && secretsEqual(codeHashFor(row.hash, code), row.codeHash),
    });
    if (!checked.ok) return checked;
    // The code's claim is undone with the transaction when another request used the sign-in first.
    const isUsedNow = byMailedCode
      ? await consumeUserToken(tx, row.hash, "two_factor", now)
      : await consumeUserTokenById(tx, row.id, now);
    if (!isUsedNow) throw codeError("code_expired");
    if (checked.by === "recovery_code") await recordRecoveryCodeUse(tx, user.id, ip, "sign_in");
    return checked;
  });
  if (!outcome.ok) {
    const attempts = await recordTwoFactorAttempt(deps.db, row.id);
    const reason = await countAccountFailure(deps, user, ip, { two_factor: true });
    if (reason === "locked") throw signInRefused("locked");
    throw codeError(attempts >= maxTwoFactorAttempts ? "max_attempts" : "code_invalid", {}, outcome.field);
  }
  if (!user.confirmedAt) throw signInRefused("unconfirmed");
  return { user, rememberMe: row.rememberMe, by: outcome.by };
}

/** The audit line of a recovery code used (never the code), in the transaction that used it. */
export async function recordRecoveryCodeUse(
  db: AuthDependencies["db"],
  userId: number,
  ip: string,
  usedFor: "sign_in" | "step_up",
  impersonatorId: number | null = null,
): Promise<void> {
  await recordAuditEvent(db, {
    action: "two_factor.recovery_code_used",
    actorId: userId,
    subjectId: userId,
    impersonatorId,
    ip,
    details: { used_for: usedFor },
  });
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
  if (user.twoFactorMethod !== "mail") throw notMailedError();
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
