import type { LocationType } from "@ondine/domain";
import { and, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db";
import { organisms, sites, userLocations, users } from "../../db/schema";
import type { ScopedAccount } from "../../scope/in-scope";
import type { Scope } from "../../scope/scope";
import { assignedLocationInScope } from "../../scope/scope-conditions";

const creators = alias(users, "creators");

/** An assignment (its id) of an organism or a site, with the location's name. */
export type UserLocationRecord = { id: number; locationType: LocationType; locationId: number; name: string };

/** A user with what its presentation names: the creator's email and the assigned locations. */
export type UserRecord = {
  user: typeof users.$inferSelect;
  creatorEmail: string | null;
  locations: UserLocationRecord[];
};

/** An account in reach with what its presentation names; only the locations inside `scope` are named. */
export async function findUserRecord(
  db: Database,
  scope: Scope,
  account: ScopedAccount,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .select({ user: users, creatorEmail: creators.email })
    .from(users)
    .leftJoin(creators, eq(creators.id, users.creatorId))
    .where(eq(users.id, account.id));
  if (!row) return undefined;
  const locations = await findUserLocationRecords(db, scope, account);
  return { user: row.user, creatorEmail: row.creatorEmail, locations };
}

export async function findUserLocationRecords(
  db: Database,
  scope: Scope,
  account: ScopedAccount,
): Promise<UserLocationRecord[]> {
  return (await findLocationRecordsOf(db, scope, [account])).get(account.id) ?? [];
}

/**
 * The location assignments of several accounts in one query, by user id:
 * those inside the scope only, so no answer names a location the viewer
 * cannot see (an admin: all of them).
 */
export async function findLocationRecordsOf(
  db: Database,
  scope: Scope,
  accounts: readonly ScopedAccount[],
): Promise<Map<number, UserLocationRecord[]>> {
  const byUser = new Map<number, UserLocationRecord[]>();
  if (accounts.length === 0) return byUser;
  const userIds = accounts.map((account) => account.id);
  const rows = await db
    .select({
      id: userLocations.id,
      userId: userLocations.userId,
      organismId: organisms.id,
      organismName: organisms.name,
      siteId: sites.id,
      siteName: sites.name,
    })
    .from(userLocations)
    .leftJoin(organisms, eq(organisms.id, userLocations.organismId))
    .leftJoin(sites, eq(sites.id, userLocations.siteId))
    .where(and(inArray(userLocations.userId, userIds), assignedLocationInScope(scope, userLocations)))
    .orderBy(userLocations.id);
  for (const row of rows) {
    // The table's check constraint sets exactly one of organism and site.
    const record: UserLocationRecord | undefined =
      row.organismId !== null && row.organismName !== null
        ? { id: row.id, locationType: "Organism", locationId: row.organismId, name: row.organismName }
        : row.siteId !== null && row.siteName !== null
          ? { id: row.id, locationType: "Site", locationId: row.siteId, name: row.siteName }
          : undefined;
    if (record) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), record]);
  }
  return byUser;
}

export async function findUserEmail(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}
