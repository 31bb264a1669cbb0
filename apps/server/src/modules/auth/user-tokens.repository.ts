import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { type UserTokenPurpose, userTokens } from "../../db/schema";

export type UserTokenRow = typeof userTokens.$inferSelect;
export type NewUserToken = typeof userTokens.$inferInsert;

export async function insertUserToken(db: Database, token: NewUserToken): Promise<void> {
  await db.insert(userTokens).values(token);
}

/** Forgets a user's unused tokens of a purpose: only the newest link works. */
export async function deleteUnusedUserTokens(db: Database, userId: number, purpose: UserTokenPurpose): Promise<void> {
  await db
    .delete(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

export async function findUserToken(
  db: Database,
  hash: string,
  purpose: UserTokenPurpose,
): Promise<UserTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.hash, hash), eq(userTokens.purpose, purpose)));
  return row;
}

/**
 * Marks a token used if it is unused and unexpired, in one statement, so two
 * requests racing with the same link cannot both use it. Returns the row then.
 */
export async function consumeUserToken(
  db: Database,
  hash: string,
  purpose: UserTokenPurpose,
  now: Date,
): Promise<UserTokenRow | undefined> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.hash, hash),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** One more wrong two-factor code; returns the count after it. */
export async function recordTwoFactorAttempt(db: Database, id: number): Promise<number> {
  const [row] = await db
    .update(userTokens)
    .set({ attempts: sql`${userTokens.attempts} + 1` })
    .where(eq(userTokens.id, id))
    .returning({ attempts: userTokens.attempts });
  return row?.attempts ?? 0;
}

export async function replaceTwoFactorCode(
  db: Database,
  id: number,
  code: { codeHash: string; sentAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(userTokens)
    .set({ codeHash: code.codeHash, codeSentAt: code.sentAt, expiresAt: code.expiresAt })
    .where(eq(userTokens.id, id));
}

/**
 * Marks a token used by its id if it is still unused, in one statement (its lifetime checked by
 * the caller): a pending sign-in finished by a recovery code or an authenticator's code.
 */
export async function consumeUserTokenById(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return rows.length > 0;
}

/** Forgets a token by its hash, used or not (a session's step-up code, replaced by a new one). */
export async function deleteUserTokenByHash(db: Database, hash: string): Promise<void> {
  await db.delete(userTokens).where(eq(userTokens.hash, hash));
}
