import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { organisms } from "./locations";
import { moment } from "./timestamps";
import { users } from "./users";

/**
 * An organism's security settings (docs/security.md "Organism security"): the CIDR ranges its members
 * may use the console from (none: anywhere) and whether they must sign in with a second factor.
 */
export const organismSecurity = pgTable(
  "organism_security",
  {
    organismId: integer("organism_id")
      .primaryKey()
      .references(() => organisms.id, { onDelete: "cascade" }),
    /** Normalised CIDR text (`192.0.2.0/24`, `2001:db8::/32`). */
    ipRanges: text("ip_ranges").array().notNull().default(sql`'{}'::text[]`),
    twoFactorRequired: boolean("two_factor_required").notNull().default(false),
    twoFactorGraceSignIns: integer("two_factor_grace_sign_ins").notNull().default(3),
    updatedAt: moment("updated_at"),
    updatedByUserId: integer("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [check("organism_security_grace_check", sql`${table.twoFactorGraceSignIns} between 0 and 10`)],
);
