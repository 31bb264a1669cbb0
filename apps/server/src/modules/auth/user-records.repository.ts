import type { LocationType } from "@ondine/domain";
import { eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db";
import { organisms, sites, userLocations, users } from "../../db/schema";

const creators = alias(users, "creators");

/** An assignment (its id) of an organism or a site, with the location's name. */
export type UserLocationRecord = { id: number; locationType: LocationType; locationId: number; name: string };

/** A user with what its presentation names: the creator's email and the assigned locations. */
export type UserRecord = {
  user: typeof users.$inferSelect;
  creatorEmail: string | null;
  locations: UserLocationRecord[];
};

export async function findUserRecord(db: Database, userId: number): Promise<UserRecord | undefined> {
  const [row] = await db
    .select({ user: users, creatorEmail: creators.email })
    .from(users)
    .leftJoin(creators, eq(creators.id, users.creatorId))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const locations = await findUserLocationRecords(db, userId);
  return { user: row.user, creatorEmail: row.creatorEmail, locations };
}

export async function findUserLocationRecords(db: Database, userId: number): Promise<UserLocationRecord[]> {
  return (await findLocationRecordsOf(db, [userId])).get(userId) ?? [];
}

/** The location assignments of several users in one query, by user id. */
export async function findLocationRecordsOf(
  db: Database,
  userIds: number[],
): Promise<Map<number, UserLocationRecord[]>> {
  const byUser = new Map<number, UserLocationRecord[]>();
  if (userIds.length === 0) return byUser;
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
    .where(inArray(userLocations.userId, userIds))
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
