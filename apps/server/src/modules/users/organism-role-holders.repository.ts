import type { RoleFlagKey } from "@ondine/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { userLocations, users } from "../../db/schema";
import { type MailRecipient, mailRecipientColumns } from "./people.repository";

/**
 * The accounts, not deactivated, holding `role` with this organism assigned as a whole (not site by
 * site), as mail recipients: the owners of what belongs to the whole organism (its webhook endpoints,
 * docs/webhooks.md#disabling). Admins are not counted unless assigned it so.
 */
export function findOrganismRoleHolders(db: Database, organismId: number, role: RoleFlagKey): Promise<MailRecipient[]> {
  return db
    .select(mailRecipientColumns)
    .from(users)
    .innerJoin(userLocations, and(eq(userLocations.userId, users.id), eq(userLocations.organismId, organismId)))
    .where(and(isNull(users.deletedAt), sql`${role} = any(${users.roleFlags})`))
    .orderBy(users.id);
}
