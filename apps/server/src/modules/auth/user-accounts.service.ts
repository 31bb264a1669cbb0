import type { Database } from "../../db";
import * as authUsers from "./auth-users.repository";
import * as userRecords from "./user-records.repository";

// What other modules (users, sso, beta-handoff) read and change of the user accounts auth owns: auth's
// repositories stay private, so these are the one door to them.

export function findUserByEmail(db: Database, email: string): Promise<authUsers.UserRow | undefined> {
  return authUsers.findUserByEmail(db, email);
}

export function findUserById(db: Database, id: number): Promise<authUsers.UserRow | undefined> {
  return authUsers.findUserById(db, id);
}

/** Revokes the user's API token (demotion, e-mail change, disabling). */
export function clearApiToken(db: Database, userId: number): Promise<void> {
  return authUsers.clearApiToken(db, userId);
}

export function findUserRecord(db: Database, userId: number): Promise<userRecords.UserRecord | undefined> {
  return userRecords.findUserRecord(db, userId);
}

export function findUserLocationRecords(db: Database, userId: number): Promise<userRecords.UserLocationRecord[]> {
  return userRecords.findUserLocationRecords(db, userId);
}

/** The location assignments of several users in one query, by user id. */
export function findLocationRecordsOf(
  db: Database,
  userIds: number[],
): Promise<Map<number, userRecords.UserLocationRecord[]>> {
  return userRecords.findLocationRecordsOf(db, userIds);
}
