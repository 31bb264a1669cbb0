import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { organismSecurity } from "../../db/schema";
import { sqlArray } from "../../db/sql-arrays";

/** An organism's stored settings (docs/security.md "Organism security"). */
export type OrganismSecurityRecord = {
  organismId: number;
  ipRanges: string[];
  twoFactorRequired: boolean;
  twoFactorGraceSignIns: number;
  updatedAt: Date | null;
};

const recordColumns = {
  organismId: organismSecurity.organismId,
  ipRanges: organismSecurity.ipRanges,
  twoFactorRequired: organismSecurity.twoFactorRequired,
  twoFactorGraceSignIns: organismSecurity.twoFactorGraceSignIns,
  updatedAt: organismSecurity.updatedAt,
};

/** The settings of these organisms that have a row, in one query whatever their number. */
export function findOrganismSecurityRecords(
  db: Database,
  organismIds: readonly number[],
): Promise<OrganismSecurityRecord[]> {
  if (organismIds.length === 0) return Promise.resolve([]);
  return db
    .select(recordColumns)
    .from(organismSecurity)
    .where(sql`${organismSecurity.organismId} = any(${sqlArray(organismIds, "integer")})`)
    .orderBy(organismSecurity.organismId);
}

export async function findOrganismSecurityRecord(
  db: Database,
  organismId: number,
): Promise<OrganismSecurityRecord | undefined> {
  const [row] = await db
    .select(recordColumns)
    .from(organismSecurity)
    .where(eq(organismSecurity.organismId, organismId));
  return row;
}

export type OrganismSecurityValues = {
  ipRanges: string[];
  twoFactorRequired: boolean;
  twoFactorGraceSignIns: number;
};

/** Creates or replaces an organism's settings; answers the stored row. */
export async function upsertOrganismSecurity(
  db: Database,
  organismId: number,
  values: OrganismSecurityValues,
  by: { userId: number; now: Date },
): Promise<OrganismSecurityRecord> {
  const set = { ...values, updatedAt: by.now, updatedByUserId: by.userId };
  const [row] = await db
    .insert(organismSecurity)
    .values({ organismId, ...set })
    .onConflictDoUpdate({ target: organismSecurity.organismId, set })
    .returning(recordColumns);
  if (!row) throw new Error("organism_security upsert returned no row");
  return row;
}

/**
 * Tells every process's principal cache that anyone's organism security may
 * have changed, in the caller's transaction (migration 0009's function, which
 * its triggers call: the version is bumped and `ondine_principals` notified
 * on commit; docs/security.md "Principal cache").
 */
export async function announceMemberSecurityChange(db: Database): Promise<void> {
  await db.execute(sql`select ondine_principal_changed('all')`);
}
