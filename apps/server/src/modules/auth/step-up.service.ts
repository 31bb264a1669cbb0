import { twoFactorCodeLength } from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import { randomDigits, secretsEqual, sha256Hex } from "../../security/secret-tokens";
import { recordAuditEvent } from "../audit";
import { type RequestActor, recordSecondFactor, requireBrowserSession, stepUpPersonOf } from "../sessions";
import { countAccountFailure } from "./account-lockout.service";
import type { AuthDependencies } from "./auth-dependencies";
import { clearLock, findUserById, type UserRow } from "./auth-users.repository";
import { isLockedAt } from "./lockout-policy";
import { checkSecondFactor, type SecondFactorInput } from "./second-factor-check";
import { signInRefused } from "./sign-in-failure";
import {
  codeError,
  codeHashFor,
  mailCode,
  notMailedError,
  recordRecoveryCodeUse,
  twoFactorResendDelaySeconds,
} from "./two-factor.service";
import { userTokenLifetimesMs } from "./user-tokens";
import {
  consumeUserToken,
  deleteUnusedUserTokens,
  deleteUserTokenByHash,
  findUserToken,
  insertUserToken,
} from "./user-tokens.repository";

// docs/security.md "Step-up": a fresh second factor in a signed-in session, for the sensitive calls.

const codeLifetimeMs = userTokenLifetimesMs.step_up;

/** The step-up code row of a session: one per session, found again by it. */
function stepUpHashOf(sessionId: string): string {
  return sha256Hex(`step_up:${sessionId}`);
}

/**
 * Who steps up, and in which session: the person behind a browser session (the admin while
 * logged in as someone), with two-factor on (409 otherwise: nothing to step up with). A lock
 * does not stop it: the lock holds sign-ins back, and whoever locked the account from outside
 * must not keep its owner's session from the sensitive calls; a wrong code then ends the session.
 */
async function stepUpPerson(
  deps: AuthDependencies,
  actor: RequestActor,
): Promise<{ person: UserRow; sessionId: string }> {
  requireBrowserSession(actor, "A step-up");
  const sessionId = actor.sessionId;
  const person = await findUserById(deps.db, stepUpPersonOf(actor));
  if (!person || sessionId === null) throw new AppError("NOT_AUTHORIZED");
  if (!person.twoFactorEnabled) {
    throw new AppError("CONFLICT", "Two-factor sign-in is off: there is no second factor to confirm.");
  }
  return { person, sessionId };
}

/**
 * `POST /api/users/two_factor/step_up/code`: mails the person a code for this session (valid
 * 10 minutes; at most once a minute), for an account whose second factor is the mailed code.
 */
export async function mailStepUpCode(
  deps: AuthDependencies,
  actor: RequestActor,
): Promise<{ resend_available_in: number }> {
  const { person, sessionId } = await stepUpPerson(deps, actor);
  if (person.twoFactorMethod !== "mail") throw notMailedError();
  const now = deps.now();
  const hash = stepUpHashOf(sessionId);
  const previous = await findUserToken(deps.db, hash, "step_up");
  const waitMs =
    previous && !previous.usedAt
      ? (previous.codeSentAt?.getTime() ?? 0) + twoFactorResendDelaySeconds * 1000 - now.getTime()
      : 0;
  if (waitMs > 0) throw codeError("resend_too_soon", { resend_available_in: Math.ceil(waitMs / 1000) });
  const code = randomDigits(twoFactorCodeLength);
  await deps.db.transaction(async (tx) => {
    // Only the newest code of the person works, in this session only.
    await deleteUserTokenByHash(tx, hash);
    await deleteUnusedUserTokens(tx, person.id, "step_up");
    await insertUserToken(tx, {
      hash,
      userId: person.id,
      purpose: "step_up",
      createdAt: now,
      expiresAt: new Date(now.getTime() + codeLifetimeMs),
      codeHash: codeHashFor(hash, code),
      codeSentAt: now,
    });
    await mailCode(deps, tx, person, code);
  });
  return { resend_available_in: twoFactorResendDelaySeconds };
}

/**
 * `POST /api/users/two_factor/step_up`: checks the person's second factor (the mailed code of
 * this session, the app's code, or a recovery code) and records it on the session, which the
 * sensitive calls then accept for 5 minutes. Wrong codes count toward the lockout as at sign-in.
 */
export async function stepUp(
  deps: AuthDependencies,
  actor: RequestActor,
  input: SecondFactorInput,
  ip: string,
): Promise<void> {
  const { person, sessionId } = await stepUpPerson(deps, actor);
  const now = deps.now();
  const hash = stepUpHashOf(sessionId);
  const byMailedCode = !input.recovery_code && person.twoFactorMethod === "mail";
  const mailed = byMailedCode ? await findUserToken(deps.db, hash, "step_up") : undefined;
  if (byMailedCode) {
    const isLive = mailed && !mailed.usedAt && mailed.userId === person.id && mailed.expiresAt > now;
    if (!isLive) throw codeError("code_expired");
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const checked = await checkSecondFactor(tx, person, input, {
      now,
      mailedCodeMatches: (code) => mailed?.codeHash != null && secretsEqual(codeHashFor(hash, code), mailed.codeHash),
    });
    if (!checked.ok) return checked;
    if (byMailedCode && !(await consumeUserToken(tx, hash, "step_up", now))) throw codeError("code_expired");
    await recordSecondFactor(tx, sessionId, now);
    // The right second factor ends a run of failures, as a sign-in does; a lock runs its course.
    if (person.failedAttempts > 0 && !isLockedAt(person, now)) await clearLock(tx, person.id);
    if (checked.by === "recovery_code") {
      await recordRecoveryCodeUse(tx, person.id, ip, "step_up");
    }
    await recordAuditEvent(tx, {
      action: "two_factor.step_up",
      actorId: actor.id,
      subjectId: person.id,
      impersonatorId: actor.impersonatorId,
      ip,
      details: { method: checked.by },
    });
    return checked;
  });
  if (!outcome.ok) {
    // The failure that locks the account, or any while it is locked: 401, and the route ends the session.
    const reason = await countAccountFailure(deps, person, ip, { step_up: true });
    if (reason === "locked") throw signInRefused("locked");
    throw codeError("code_invalid", {}, outcome.field);
  }
}
