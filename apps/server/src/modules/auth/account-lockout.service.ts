import { sha256Hex } from "../../security/secret-tokens";
import { recordAuditEvent } from "../audit";
import { unlockLink } from "./account-links";
import type { AuthDependencies } from "./auth-dependencies";
import { lockUser, recordFailedSignIn, type UserRow } from "./auth-users.repository";
import {
  type FailedSignInReason,
  isLockedAt,
  lockDurationMs,
  maxFailedSignIns,
  reasonAfterFailures,
} from "./lockout-policy";
import {
  findUnknownAddressFailures,
  lockUnknownAddress,
  recordUnknownAddressFailure,
} from "./unknown-address-failures.repository";
import { issueUserToken } from "./user-tokens";

/**
 * Counts a failure on an account (a wrong password, or a wrong two-factor
 * code: the count is the account's, so new sign-ins give no new tries). The
 * fifth in a row locks it for an hour and mails the unlock link. Returns
 * what the failure answers (`invalid_credentials`, `last_attempt`, `locked`).
 */
export async function countAccountFailure(
  deps: AuthDependencies,
  user: UserRow,
  ip: string,
  details: Record<string, unknown>,
): Promise<FailedSignInReason> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const failures = await recordFailedSignIn(tx, user.id, now);
    const reason = reasonAfterFailures(failures);
    await recordAuditEvent(tx, {
      action: "sign_in_failed",
      actorId: null,
      subjectId: user.id,
      ip,
      details: { email: user.email, reason, failed_attempts: failures, ...details },
    });
    if (failures >= maxFailedSignIns && (await lockUser(tx, user.id, new Date(now.getTime() + lockDurationMs), now))) {
      const token = await issueUserToken(tx, { userId: user.id, purpose: "unlock", now });
      await deps.mail.sendMail(tx, {
        to: user.email,
        language: user.language,
        template: "unlock",
        params: {
          firstName: user.firstName,
          link: unlockLink(deps.config.publicUrl, token),
          maxAttempts: maxFailedSignIns,
          lockedMinutes: lockDurationMs / 60_000,
        },
      });
      await recordAuditEvent(tx, { action: "locked", actorId: null, subjectId: user.id, ip, details: {} });
    }
    return reason;
  });
}

/**
 * Finding 9: an address that names no account answers the same sequence as
 * an account (`invalid_credentials` ×3, `last_attempt`, `locked`, then
 * `locked` for the hour), so the answers do not tell which addresses exist.
 * Counted by the address's hash; nothing is created, nobody is mailed.
 */
export async function countUnknownAddressFailure(deps: AuthDependencies, email: string): Promise<FailedSignInReason> {
  const now = deps.now();
  const emailHash = sha256Hex(email.trim().toLowerCase());
  return deps.db.transaction(async (tx) => {
    const current = await findUnknownAddressFailures(tx, emailHash);
    if (current && isLockedAt(current, now)) return "locked";
    const failures = await recordUnknownAddressFailure(tx, emailHash, now);
    if (failures >= maxFailedSignIns) await lockUnknownAddress(tx, emailHash, new Date(now.getTime() + lockDurationMs));
    return reasonAfterFailures(failures);
  });
}
