import type { TwoFactorMethod } from "@ondine/domain";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { users } from "../../db/schema";

/**
 * The account's second factor: off (null), or on with a method. Turning it on starts the
 * organism grace over (docs/security.md "Two-factor sign-in"), should it be turned off again.
 */
export async function setTwoFactorMethod(
  db: Database,
  userId: number,
  method: TwoFactorMethod | null,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set(
      method === null
        ? { twoFactorEnabled: false, updatedAt: now }
        : { twoFactorEnabled: true, twoFactorMethod: method, twoFactorGraceUsed: 0, updatedAt: now },
    )
    .where(eq(users.id, userId));
}

/**
 * One more sign-in without two-factor within an organism's grace, counted in the statement that
 * checks one is left (two sign-ins at once cannot both take the last). False when none is left.
 */
export async function useGraceSignIn(db: Database, userId: number, graceSignIns: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFactorGraceUsed: sql`${users.twoFactorGraceUsed} + 1` })
    .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, false), lt(users.twoFactorGraceUsed, graceSignIns)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * The account's two-factor state changed in a table the principal cache does not watch (its
 * recovery codes, its authenticator): announced as migration 0009's triggers announce a change of
 * its row, so no cached `GET /api/users/me` answer keeps the old state (docs/security.md
 * "Principal cache").
 */
export async function announceAccountChange(db: Database, userId: number): Promise<void> {
  await db.execute(sql`select ondine_principal_changed(${`user:${userId}`})`);
}
