import { and, eq, isNotNull, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db";
import { apiTokenUses, sessions, userLocations, users } from "../../db/schema";
import type { ActorLocation } from "./actor";

export type NewSession = typeof sessions.$inferInsert;

/** What a request's actor is made of, read for a session, an API token or an id. */
const actorUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  language: users.language,
  admin: users.admin,
  roleFlags: users.roleFlags,
};

export async function insertSession(db: Database, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

const impersonators = alias(users, "impersonators");

/** What a session row says, with the user it acts as, if both are usable accounts. */
export async function findSessionWithUser(db: Database, sessionId: string) {
  const [row] = await db
    .select({
      session: {
        id: sessions.id,
        userId: sessions.userId,
        impersonatorId: sessions.impersonatorId,
        csrfToken: sessions.csrfToken,
        rememberMe: sessions.rememberMe,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      },
      user: actorUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(users.deletedAt),
        isNotNull(users.confirmedAt),
        // A deactivated admin's log-as session ends with their account.
        or(isNull(sessions.impersonatorId), isNull(impersonators.deletedAt)),
      ),
    );
  return row;
}

/**
 * The user an API token belongs to, when it is an active account, with the
 * token's restrictions and its last use (that of this very token: a row left
 * by a replaced one is not read).
 */
export async function findApiTokenOwner(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      ...actorUserColumns,
      apiTokenReadOnly: users.apiTokenReadOnly,
      apiTokenExpiresAt: users.apiTokenExpiresAt,
      apiTokenLastUsedAt: apiTokenUses.lastUsedAt,
    })
    .from(users)
    .leftJoin(apiTokenUses, and(eq(apiTokenUses.userId, users.id), eq(apiTokenUses.tokenHash, tokenHash)))
    .where(and(eq(users.apiTokenHash, tokenHash), isNull(users.deletedAt), isNotNull(users.confirmedAt)));
  return row;
}

export async function findActorUserById(db: Database, userId: number) {
  const [row] = await db.select(actorUserColumns).from(users).where(eq(users.id, userId));
  return row;
}

export async function findLocationRefs(db: Database, userId: number): Promise<ActorLocation[]> {
  const rows = await db
    .select({ organismId: userLocations.organismId, siteId: userLocations.siteId })
    .from(userLocations)
    .where(eq(userLocations.userId, userId))
    .orderBy(userLocations.id);
  // The table's check constraint sets exactly one of the two.
  return rows.flatMap((row): ActorLocation[] => {
    if (row.organismId !== null) return [{ locationType: "Organism", locationId: row.organismId }];
    if (row.siteId !== null) return [{ locationType: "Site", locationId: row.siteId }];
    return [];
  });
}

export async function touchSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Ends every session of a user: those acting as them and those where they
 * are the admin logged in as someone else; `exceptSessionId` keeps one.
 */
export async function deleteUserSessions(db: Database, userId: number, exceptSessionId?: string): Promise<void> {
  const ofUser: SQL | undefined = or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId));
  await db
    .delete(sessions)
    .where(exceptSessionId === undefined ? ofUser : and(ofUser, ne(sessions.id, exceptSessionId)));
}

/** Housekeeping at sign-in: the user's sessions past their absolute end. */
export async function deleteEndedSessions(db: Database, userId: number, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
}

/** principal_changes.version (migration 0009): what the principal cache must have applied before it is trusted. */
export async function readPrincipalVersion(db: Database): Promise<number> {
  const { rows } = await db.execute<{ version: number | string }>(sql`select version from principal_changes`);
  return Number(rows[0]?.version ?? 0);
}
