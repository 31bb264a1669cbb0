import { and, count, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db";
import { userRecoveryCodes } from "../../db/schema";

/** The user's codes replaced by these (their hashes). */
export async function replaceRecoveryCodes(
  db: Database,
  userId: number,
  codeHashes: readonly string[],
  now: Date,
): Promise<void> {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db.insert(userRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

/**
 * Uses a recovery code once: marked used in the statement that checks it is unused, so two
 * requests with the same code cannot both pass. False when no unused code has this hash.
 */
export async function useRecoveryCode(db: Database, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(userRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeHash, codeHash),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}
