import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { unknownAddressSignInFailures } from "../../db/schema";

export type UnknownAddressFailures = { failedAttempts: number; lockedUntil: Date | null };

export async function findUnknownAddressFailures(
  db: Database,
  emailHash: string,
): Promise<UnknownAddressFailures | undefined> {
  const [row] = await db
    .select({
      failedAttempts: unknownAddressSignInFailures.failedAttempts,
      lockedUntil: unknownAddressSignInFailures.lockedUntil,
    })
    .from(unknownAddressSignInFailures)
    .where(eq(unknownAddressSignInFailures.emailHash, emailHash));
  return row;
}

/**
 * One more failed sign-in on an address that names no account, as
 * `recordFailedSignIn` counts an account's: a lock that has run out restarts
 * the count. Returns the count after this failure.
 */
export async function recordUnknownAddressFailure(db: Database, emailHash: string, now: Date): Promise<number> {
  const table = unknownAddressSignInFailures;
  const [row] = await db
    .insert(table)
    .values({ emailHash, failedAttempts: 1 })
    .onConflictDoUpdate({
      target: table.emailHash,
      set: {
        failedAttempts: sql`(case when ${table.lockedUntil} is not null and ${table.lockedUntil} <= ${now} then 0 else ${table.failedAttempts} end) + 1`,
        lockedUntil: sql`case when ${table.lockedUntil} <= ${now} then null else ${table.lockedUntil} end`,
      },
    })
    .returning({ failedAttempts: table.failedAttempts });
  return row?.failedAttempts ?? 0;
}

export async function lockUnknownAddress(db: Database, emailHash: string, until: Date): Promise<void> {
  await db
    .update(unknownAddressSignInFailures)
    .set({ lockedUntil: until })
    .where(eq(unknownAddressSignInFailures.emailHash, emailHash));
}
