import { eq } from "drizzle-orm";
import type { Database } from "../../db";
import { sessions, users } from "../../db/schema";

/** The person's two-factor setting, for a step-up (docs/security.md "Step-up"). */
export async function findTwoFactorSetting(db: Database, userId: number) {
  const [row] = await db
    .select({ enabled: users.twoFactorEnabled, method: users.twoFactorMethod })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * The session's last second factor, read from the table each time: writing it notifies nobody
 * (migration 0009 watches other columns), so the principal cache does not hold it.
 */
export async function findSecondFactorAt(db: Database, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .select({ secondFactorAt: sessions.secondFactorAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.secondFactorAt ?? null;
}

/** A second factor was just typed in the session (a step-up). */
export async function recordSecondFactor(db: Database, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: at }).where(eq(sessions.id, sessionId));
}
