import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

/** Emails are stored lowercased; so is the address looked up. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * Counts one more failed sign-in, atomically; a lock that has run out
 * restarts the count and is cleared (else every later failure would restart
 * it again, and the account would never lock again). Returns the count after
 * this failure.
 */
export async function recordFailedSignIn(db: Database, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .update(users)
    .set({
      failedAttempts: sql`(case when ${users.lockedUntil} is not null and ${users.lockedUntil} <= ${now} then 0 else ${users.failedAttempts} end) + 1`,
      lockedUntil: sql`case when ${users.lockedUntil} <= ${now} then null else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ failedAttempts: users.failedAttempts });
  return row?.failedAttempts ?? 0;
}

/** Locks the account until `until`; false when it was already locked (by a concurrent failure). */
export async function lockUser(db: Database, userId: number, until: Date, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ lockedUntil: until })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, now))))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function clearLock(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ failedAttempts: 0, lockedUntil: null }).where(eq(users.id, userId));
}

/** A successful sign-in: the sign-in dates move on and the failure count clears. */
export async function recordSignIn(db: Database, userId: number, now: Date, ip: string): Promise<void> {
  await db
    .update(users)
    .set({
      lastSignInAt: sql`${users.currentSignInAt}`,
      currentSignInAt: now,
      currentSignInIp: ip,
      failedAttempts: 0,
      lockedUntil: null,
    })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(db: Database, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Confirms an unconfirmed account with its first password; false when it was confirmed meanwhile. */
export async function confirmUser(db: Database, userId: number, passwordHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash, confirmedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.confirmedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Revokes the account's API token (docs/security.md "API tokens"): the next request with it answers 401. */
export async function clearApiToken(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ apiTokenHash: null, apiTokenCreatedAt: null, apiTokenReadOnly: false, apiTokenExpiresAt: null })
    .where(eq(users.id, userId));
}

/** The account's new API token (its hash) and restrictions, replacing the previous one. */
export async function setApiToken(
  db: Database,
  userId: number,
  token: { hash: string; createdAt: Date; readOnly: boolean; expiresAt: Date | null },
): Promise<void> {
  await db
    .update(users)
    .set({
      apiTokenHash: token.hash,
      apiTokenCreatedAt: token.createdAt,
      apiTokenReadOnly: token.readOnly,
      apiTokenExpiresAt: token.expiresAt,
    })
    .where(eq(users.id, userId));
}
