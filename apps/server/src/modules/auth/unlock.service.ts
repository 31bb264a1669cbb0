import { AppError } from "../../errors/app-error";
import { recordAuditEvent } from "../audit";
import type { AuthDependencies } from "./auth-dependencies";
import { clearLock } from "./auth-users.repository";
import { useUserToken } from "./user-tokens";

/** Lifts a lock with the mailed link (once, within the hour of the lock); returns the account's id. */
export async function unlockAccount(deps: AuthDependencies, token: string, ip: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const row = await useUserToken(tx, token, "unlock", deps.now());
    if (!row) throw new AppError("NOT_AUTHORIZED", "The unlock link is not valid (any more).");
    await clearLock(tx, row.userId);
    await recordAuditEvent(tx, { action: "unlocked", actorId: row.userId, subjectId: row.userId, ip });
    return row.userId;
  });
}
