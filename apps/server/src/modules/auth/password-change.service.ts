import type { UpdatePasswordBody } from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import { hashPassword, verifyPassword } from "../../security/passwords";
import { recordAuditEvent } from "../audit";
import { endUserSessions, type RequestActor, requireBrowserSession } from "../sessions";
import type { AuthDependencies } from "./auth-dependencies";
import { clearApiToken, findUserById, setPasswordHash } from "./auth-users.repository";

/**
 * The account page's password change: the current password must be right.
 * The user's other sessions end; the one making the change stays; the API
 * token is revoked. Never through an API token.
 */
export async function changePassword(
  deps: AuthDependencies,
  actor: RequestActor,
  body: UpdatePasswordBody,
  ip: string,
): Promise<void> {
  requireBrowserSession(actor, "Changing the password");
  const user = await findUserById(deps.db, actor.id);
  if (!user) throw new AppError("NOT_AUTHORIZED");
  if (!(await verifyPassword(user.passwordHash, body.current_password))) {
    throw new AppError("INVALID_PARAMETERS", "The current password is wrong.", {
      current_password: ["account.password.wrong"],
    });
  }
  const passwordHash = await hashPassword(body.user.password);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash, deps.now());
    await endUserSessions(tx, user.id, actor.sessionId ?? undefined);
    await clearApiToken(tx, user.id);
    await recordAuditEvent(tx, {
      action: "password_changed",
      actorId: actor.id,
      subjectId: user.id,
      impersonatorId: actor.impersonatorId,
      ip,
    });
  });
}
