import { and, eq, lt, ne, or } from "drizzle-orm";
import type { Database } from "../../db";
import { apiTokenUses } from "../../db/schema";

/**
 * Records that the account's token (`tokenHash`) was used at `usedAt`. No
 * trigger watches the table: the write drops no cached principal.
 */
export async function recordApiTokenUse(
  db: Database,
  use: { userId: number; tokenHash: string; usedAt: Date },
): Promise<void> {
  await db
    .insert(apiTokenUses)
    .values({ userId: use.userId, tokenHash: use.tokenHash, lastUsedAt: use.usedAt })
    .onConflictDoUpdate({
      target: apiTokenUses.userId,
      set: { tokenHash: use.tokenHash, lastUsedAt: use.usedAt },
      // Another instance may have written a later use meanwhile; a replaced token's row is taken over.
      setWhere: or(ne(apiTokenUses.tokenHash, use.tokenHash), lt(apiTokenUses.lastUsedAt, use.usedAt)),
    });
}

/** When the account's current token (`tokenHash`) was last used; undefined: never. */
export async function findApiTokenLastUse(db: Database, userId: number, tokenHash: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ lastUsedAt: apiTokenUses.lastUsedAt })
    .from(apiTokenUses)
    .where(and(eq(apiTokenUses.userId, userId), eq(apiTokenUses.tokenHash, tokenHash)));
  return row?.lastUsedAt;
}
