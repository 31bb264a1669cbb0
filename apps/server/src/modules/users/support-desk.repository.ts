import type { RoleFlagKey } from "@ondine/domain";
import { and, asc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { users } from "../../db/schema";
import { type MailRecipient, mailRecipientColumns, type PersonRecord, personColumns } from "./people.repository";

const deskRole: RoleFlagKey = "support_desk";

/**
 * The domain's `isSupportDesk` as a condition on `users`: an admin or a
 * holder of the `support_desk` role (docs/tickets.md#who-sees-what), and
 * not deactivated.
 */
const activeDeskMember: SQL | undefined = and(
  isNull(users.deletedAt),
  sql`(${users.admin} or ${deskRole}::text = any(${users.roleFlags}))`,
);

/** The support desk's active members (the provider's staff, not a tenant's), by name: whom a ticket may be assigned to. */
export function findSupportDesk(db: Database): Promise<PersonRecord[]> {
  return db
    .select(personColumns)
    .from(users)
    .where(activeDeskMember)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** Whether this user is an active member of the support desk. */
export async function isActiveSupportDeskMember(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), activeDeskMember));
  return row !== undefined;
}

/** The support desk's members who can be mailed (active and confirmed), by id. */
export function findSupportDeskMailRecipients(db: Database): Promise<MailRecipient[]> {
  return db
    .select(mailRecipientColumns)
    .from(users)
    .where(and(activeDeskMember, isNotNull(users.confirmedAt)))
    .orderBy(users.id);
}
