import type { LocationType, UserState } from "@ondine/domain";
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db";
import { containsPattern } from "../../db/like-pattern";
import { userLocations, users } from "../../db/schema";
import { findLocationRecordsOf, type UserRecord } from "../auth";

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUserRow, "id" | "createdAt">>;

const creators = alias(users, "creators");

/** SPEC §4 user states, read from the dates as `userState` does. */
export function userStateIs(state: UserState): SQL | undefined {
  switch (state) {
    case "deactivated":
      return isNotNull(users.deletedAt);
    case "unconfirmed":
      return and(isNull(users.deletedAt), isNull(users.confirmedAt));
    case "confirmed":
      return and(isNull(users.deletedAt), isNotNull(users.confirmedAt));
  }
}

/** Names or email containing the text; "Anne Mor" finds Anne Morel. */
export function userMatches(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  return or(
    ilike(users.email, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, pattern),
  );
}

/** One page of users, by last name then first name. */
export async function findUsersPage(
  db: Database,
  condition: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<UserRecord[]> {
  const rows = await db
    .select({ user: users, creatorEmail: creators.email })
    .from(users)
    .leftJoin(creators, eq(creators.id, users.creatorId))
    .where(condition)
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const locations = await findLocationRecordsOf(
    db,
    rows.map((row) => row.user.id),
  );
  return rows.map((row) => ({ ...row, locations: locations.get(row.user.id) ?? [] }));
}

export async function countUsers(db: Database, condition: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(condition);
  return row?.total ?? 0;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function insertUser(db: Database, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("insertUser: no row returned");
  return row;
}

export async function updateUser(db: Database, userId: number, changes: UserChanges): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

export type LocationRef = { type: LocationType; id: number };

export async function insertUserLocations(db: Database, userId: number, locations: readonly LocationRef[]) {
  if (locations.length === 0) return;
  await db.insert(userLocations).values(
    locations.map((location) => ({
      userId,
      organismId: location.type === "Organism" ? location.id : null,
      siteId: location.type === "Site" ? location.id : null,
    })),
  );
}

export async function deleteUserLocations(db: Database, userId: number, assignmentIds: readonly number[]) {
  if (assignmentIds.length === 0) return;
  await db
    .delete(userLocations)
    .where(and(eq(userLocations.userId, userId), inArray(userLocations.id, [...assignmentIds])));
}
