import type { AccountManagerLevel, LocationType, UserState } from "@ondine/domain";
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db";
import { containsPattern } from "../../db/like-pattern";
import { userLocations, users } from "../../db/schema";
import { type InScope, markInScope, type ScopedAccount, type ScopedLocation } from "../../scope/in-scope";
import type { Scope } from "../../scope/scope";
import { findLocationRecordsOf, type UserRecord } from "../auth";
import { userVisibleTo } from "./user-visibility";

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUserRow, "id" | "createdAt">>;

const creators = alias(users, "creators");

/** Who is looking: they know of the accounts `userVisibleTo(viewer, scope)` picks. */
export type AccountViewer = { viewer: { id: number; admin: boolean }; scope: Scope };

/** The accounts list's filters. */
export type UsersFilter = { search?: string | undefined; state?: UserState | undefined };

/** docs/product.md#accounts-users user states, read from the dates as `userState` does. */
function userStateIs(state: UserState): SQL | undefined {
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
function userMatches(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  return or(
    ilike(users.email, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, pattern),
  );
}

/** The accounts the viewer can know of that pass the filters. */
function visibleUsersWhere({ viewer, scope }: AccountViewer, filter: UsersFilter): SQL | undefined {
  return and(
    userVisibleTo(viewer, scope),
    filter.search ? userMatches(filter.search) : undefined,
    filter.state ? userStateIs(filter.state) : undefined,
  );
}

/** One page of the accounts the viewer can know of, by last name then first name. */
export async function findUsersPage(
  db: Database,
  looking: AccountViewer,
  filter: UsersFilter,
  page: { limit: number; offset: number },
): Promise<UserRecord[]> {
  const rows = await db
    .select({ user: users, creatorEmail: creators.email })
    .from(users)
    .leftJoin(creators, eq(creators.id, users.creatorId))
    .where(visibleUsersWhere(looking, filter))
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const locations = await findLocationRecordsOf(
    db,
    looking.scope,
    rows.map((row) => markInScope("account", row.user)),
  );
  return rows.map((row) => ({ ...row, locations: locations.get(row.user.id) ?? [] }));
}

export async function countUsers(db: Database, looking: AccountViewer, filter: UsersFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(visibleUsersWhere(looking, filter));
  return row?.total ?? 0;
}

/** The account, when the viewer can know of it. */
export async function findVisibleUserById(
  db: Database,
  looking: AccountViewer,
  id: number,
): Promise<InScope<"account", UserRow> | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), userVisibleTo(looking.viewer, looking.scope)));
  return row && markInScope("account", row);
}

/** The vendor-admin level of an account (docs/product.md#accounts-permissions); undefined when unknown. */
export async function findAccountManagerLevel(db: Database, userId: number): Promise<AccountManagerLevel | undefined> {
  const [row] = await db.select({ level: users.accountManagerLevel }).from(users).where(eq(users.id, userId));
  return row?.level;
}

/** The account this request creates: its creator's to write (its locations are checked in scope before). */
export async function insertUser(db: Database, values: NewUserRow): Promise<InScope<"account", UserRow>> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("insertUser: no row returned");
  return markInScope("account", row);
}

export async function updateUser(db: Database, account: ScopedAccount, changes: UserChanges): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, account.id));
}

export type LocationRef = { type: LocationType; id: number };

export async function insertUserLocations(db: Database, account: ScopedAccount, locations: readonly ScopedLocation[]) {
  if (locations.length === 0) return;
  await db.insert(userLocations).values(
    locations.map((location) => ({
      userId: account.id,
      organismId: location.type === "Organism" ? location.id : null,
      siteId: location.type === "Site" ? location.id : null,
    })),
  );
}

/** The account's assignments among these ids (an id of another account's matches nothing). */
export async function deleteUserLocations(db: Database, account: ScopedAccount, assignmentIds: readonly number[]) {
  if (assignmentIds.length === 0) return;
  await db
    .delete(userLocations)
    .where(and(eq(userLocations.userId, account.id), inArray(userLocations.id, [...assignmentIds])));
}
