import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { userAuthenticators } from "../../db/schema";

export type AuthenticatorRow = typeof userAuthenticators.$inferSelect;

export async function findAuthenticator(db: Database, userId: number): Promise<AuthenticatorRow | undefined> {
  const [row] = await db.select().from(userAuthenticators).where(eq(userAuthenticators.userId, userId));
  return row;
}

/**
 * Keeps a new secret waiting for its first code. A confirmed authenticator stays in force
 * meanwhile; an unconfirmed one is replaced (its `secret` is only a placeholder then).
 */
export async function savePendingSecret(db: Database, userId: number, secret: string, now: Date): Promise<void> {
  await db
    .insert(userAuthenticators)
    .values({ userId, secret, pendingSecret: secret, createdAt: now })
    .onConflictDoUpdate({
      target: userAuthenticators.userId,
      set: {
        pendingSecret: sql`excluded.pending_secret`,
        secret: sql`case when ${userAuthenticators.confirmedAt} is null then excluded.secret else ${userAuthenticators.secret} end`,
      },
    });
}

/**
 * Puts the pending secret in force with the step of its first code, in one statement: false when
 * that secret is no longer the pending one (a newer enrolment, or a concurrent confirmation).
 */
export async function confirmPendingSecret(
  db: Database,
  userId: number,
  pendingSecret: string,
  step: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(userAuthenticators)
    .set({ secret: pendingSecret, pendingSecret: null, confirmedAt: now, lastUsedStep: step })
    .where(and(eq(userAuthenticators.userId, userId), eq(userAuthenticators.pendingSecret, pendingSecret)))
    .returning({ userId: userAuthenticators.userId });
  return rows.length > 0;
}

/**
 * Records `step` as the last one used, only if it is newer than the last used (no replay),
 * in one statement: of two requests with the same code, one passes. False for the other.
 */
export async function claimTotpStep(db: Database, userId: number, secret: string, step: number): Promise<boolean> {
  const rows = await db
    .update(userAuthenticators)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userAuthenticators.userId, userId),
        eq(userAuthenticators.secret, secret),
        isNotNull(userAuthenticators.confirmedAt),
        or(isNull(userAuthenticators.lastUsedStep), lt(userAuthenticators.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userAuthenticators.userId });
  return rows.length > 0;
}
