import { AppError } from "../../errors/app-error";
import { hashPassword } from "../../security/passwords";
import { recordAuditEvent } from "../audit";
import { endUserSessions } from "../sessions";
import { resetPasswordLink } from "./account-links";
import type { AuthDependencies } from "./auth-dependencies";
import { clearApiToken, clearLock, findUserByEmail, findUserById, setPasswordHash } from "./auth-users.repository";
import { sendConfirmationInstructions } from "./confirmation.service";
import { issueUserToken, userTokenLifetimesMs, useUserToken } from "./user-tokens";

const invalidToken = () => new AppError("NOT_AUTHORIZED", "The reset link is not valid (any more).");

/**
 * Mails a password-reset link (valid 6 hours, once). The product (docs/product.md#errors-behaviour) shows "email
 * not found", so an unknown (or deactivated) address answers 404. An account
 * never confirmed gets its confirmation link again instead: it has no
 * password to reset yet.
 */
export async function requestPasswordReset(deps: AuthDependencies, email: string, ip: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.deletedAt) throw new AppError("NOT_FOUND", "No account has this email address.");
  await deps.db.transaction(async (tx) => {
    const inTransaction = { ...deps, db: tx };
    if (!user.confirmedAt) {
      await sendConfirmationInstructions(inTransaction, user);
      await recordAuditEvent(tx, { action: "confirmation_sent", actorId: null, subjectId: user.id, ip });
      return;
    }
    const token = await issueUserToken(tx, { userId: user.id, purpose: "reset_password", now: deps.now() });
    await deps.mail.sendMail(tx, {
      to: user.email,
      language: user.language,
      template: "reset_password",
      params: {
        firstName: user.firstName,
        link: resetPasswordLink(deps.config.publicUrl, token),
        validHours: userTokenLifetimesMs.reset_password / 3_600_000,
      },
    });
    await recordAuditEvent(tx, { action: "password_reset_requested", actorId: null, subjectId: user.id, ip });
  });
}

/**
 * Sets a new password from a reset link, which then stops working. Every
 * session of the user ends and the API token is revoked; a lock is lifted:
 * the mailbox is proven. Returns the account's id.
 */
export async function resetPassword(
  deps: AuthDependencies,
  input: { token: string; password: string },
  ip: string,
): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await useUserToken(tx, input.token, "reset_password", now);
    const user = row ? await findUserById(tx, row.userId) : undefined;
    if (!user || user.deletedAt || !user.confirmedAt) throw invalidToken();
    await setPasswordHash(tx, user.id, passwordHash, now);
    await clearLock(tx, user.id);
    await endUserSessions(tx, user.id);
    await clearApiToken(tx, user.id);
    await recordAuditEvent(tx, { action: "password_reset", actorId: user.id, subjectId: user.id, ip });
    return user.id;
  });
}
