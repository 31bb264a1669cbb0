import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db";
import { users } from "../../db/schema";

/**
 * Confirms an account the provider vouched for: confirmation proves the
 * address, which the provider just did. False when it was confirmed already.
 */
export async function confirmUserByProvider(db: Database, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ confirmedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.confirmedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
