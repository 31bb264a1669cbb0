import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { users } from "../../db/schema";

/**
 * A person as other modules show them, by id: a name, and what tells
 * whether they are the support desk's (their admin flag and role flags,
 * read by the domain's `isSupportDesk`).
 */
export type PersonRecord = { id: number; firstName: string; lastName: string; admin: boolean; roleFlags: string[] };

/** The columns of a `PersonRecord`. */
export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  admin: users.admin,
  roleFlags: users.roleFlags,
};

/** Whom a mail is addressed to, and in which language. */
export type MailRecipient = { id: number; email: string; firstName: string; lastName: string; language: string };

/** The columns of a `MailRecipient`. */
export const mailRecipientColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  language: users.language,
};

/** Any of these ids, in one query whatever their number. */
const idIn = (ids: readonly number[]) => sql`${users.id} = any(${sql.param([...ids])}::integer[])`;

/**
 * These people by id, deactivated accounts included (a ticket or a message
 * keeps its author's name), in one query whatever their number: for the ids
 * read from rows the caller was found to read.
 */
export async function findPeopleByIds(
  db: Database,
  ids: readonly number[],
): Promise<ReadonlyMap<number, PersonRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(personColumns).from(users).where(idIn(ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Those of these accounts that are not deactivated, as mail recipients, in one query. */
export function findMailRecipients(db: Database, ids: readonly number[]): Promise<MailRecipient[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(mailRecipientColumns)
    .from(users)
    .where(and(idIn(ids), isNull(users.deletedAt)));
}

/** The admin flag and role flags of an account that is not deactivated, else undefined. */
export async function findActiveAccountRoles(
  db: Database,
  userId: number,
): Promise<{ id: number; admin: boolean; roleFlags: string[] } | undefined> {
  const [row] = await db
    .select({ id: users.id, admin: users.admin, roleFlags: users.roleFlags })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}
