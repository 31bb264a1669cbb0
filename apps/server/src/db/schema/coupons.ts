import { couponCreatorTypes, unlimitedUsage } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, uuid, varchar } from "drizzle-orm/pg-core";
import { organisms, sites } from "./locations";
import { offers } from "./offers";
import { sqlList } from "./sql-list";
import { createdAt, moment, updatedAt } from "./timestamps";

/**
 * Code (coupon) (docs/product.md#codes-data): a guest access code. `used` is not stored: it is
 * `provisionings_count > 0` (packages/domain `isCouponUsed`), so it can never
 * disagree with the count. Codes and descriptions are searched anywhere
 * inside, whatever the case: the search reads their lower-case copies, kept
 * by the database, with LIKE (ILIKE lowered every row's text as it compared:
 * three times the time of a two-character search, docs/search.md "Field
 * types"), and trigram indexes (pg_trgm) on them serve three characters or
 * more. The location indexes are DESC NULLS FIRST, the order `ORDER BY
 * created_at DESC` asks for (docs/decisions.md#engine-traps).
 */
export const coupons = pgTable(
  "coupons",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    code: varchar("code", { length: 8 }).notNull().unique("coupons_code_key"),
    /** The code in lower case, for the search (above). */
    codeFolded: text("code_folded").notNull().generatedAlwaysAs(sql`lower(code)`),
    /** The batch the code was created in (docs/product.md#codes-printing: print by correlation, up to 500). */
    correlationId: uuid("correlation_id").notNull(),
    /** users.id for a CenterUser, guest_users.id for a GuestUser: no foreign key, the target depends on the type. */
    creatorId: integer("creator_id"),
    creatorType: text("creator_type", { enum: couponCreatorTypes }).notNull(),
    organismId: integer("organism_id")
      .notNull()
      .references(() => organisms.id, { onDelete: "restrict" }),
    /** Null: created for the whole organism. */
    siteId: integer("site_id").references(() => sites.id, { onDelete: "restrict" }),
    /** The offer it was created from; null in the no-offers mode. */
    couponDefId: integer("coupon_def_id").references(() => offers.id, { onDelete: "restrict" }),
    description: text("description").notNull(),
    /** The description in lower case, for the search (above). */
    descriptionFolded: text("description_folded").notNull().generatedAlwaysAs(sql`lower(description)`),
    startsAt: moment("starts_at").notNull(),
    endsAt: moment("ends_at").notNull(),
    /** Seconds of access from the first connection. */
    duration: integer("duration").notNull(),
    /** Devices; -1 unlimited. */
    maxUsage: integer("max_usage").notNull(),
    phoneNumber: text("phone_number"),
    withRanAccess: boolean("with_ran_access").notNull().default(false),
    firstProvisioningDate: moment("first_provisioning_date"),
    provisioningsCount: integer("provisionings_count").notNull().default(0),
    disabledAt: moment("disabled_at"),
    /** users.id of who disabled it; kept as a number when the account goes. */
    disabledBy: integer("disabled_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("coupons_organism_id_created_at_idx").on(table.organismId, table.createdAt.desc().nullsFirst()),
    // An admin's codes list, newest first, whatever its total (docs/performance.md "Cached reads and the codes search").
    index("coupons_created_at_id_idx").on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("coupons_site_id_created_at_idx").on(table.siteId, table.createdAt.desc().nullsFirst()),
    index("coupons_correlation_id_idx").on(table.correlationId),
    index("coupons_first_provisioning_date_idx").on(table.firstProvisioningDate),
    // The used-codes statistics of an organism or a site over a window (docs/performance.md "Statistics"):
    // each branch of the scope reads only the window's used codes.
    index("coupons_organism_id_first_provisioning_date_idx")
      .on(table.organismId, table.firstProvisioningDate)
      .where(sql`${table.firstProvisioningDate} is not null`),
    index("coupons_site_id_first_provisioning_date_idx")
      .on(table.siteId, table.firstProvisioningDate)
      .where(sql`${table.firstProvisioningDate} is not null`),
    index("coupons_creator_type_idx").on(table.creatorType),
    index("coupons_code_folded_trgm_idx").using("gin", table.codeFolded.op("gin_trgm_ops")),
    index("coupons_description_folded_trgm_idx").using("gin", table.descriptionFolded.op("gin_trgm_ops")),
    check("coupons_creator_type_check", sql`${table.creatorType} in ${sqlList(couponCreatorTypes)}`),
    check(
      "coupons_max_usage_check",
      sql`${table.maxUsage} = ${sql.raw(String(unlimitedUsage))} or ${table.maxUsage} > 0`,
    ),
    check("coupons_provisionings_count_check", sql`${table.provisioningsCount} >= 0`),
    check("coupons_dates_check", sql`${table.endsAt} >= ${table.startsAt}`),
  ],
);

/** A code's row as the app writes and reads it: the lower-case copies are the database's own, for the search. */
export type CouponRecord = Omit<typeof coupons.$inferSelect, "codeFolded" | "descriptionFolded">;
