import { bigint, index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { coupons } from "./coupons";
import { organisms, sites } from "./locations";
import { createdAt, moment } from "./timestamps";

/**
 * Connection code (planet campus) (docs/product.md#codes-data): a coupon handed to a resident of
 * a student residence, with who they are. `used` is derived from `used_at`.
 */
export const connectionCodes = pgTable(
  "connection_codes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    couponId: bigint("coupon_id", { mode: "number" })
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    code: varchar("code", { length: 8 }).notNull(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phoneNumber: text("phone_number"),
    /** The residence's own number for the resident. */
    residentId: text("resident_id").notNull(),
    organismId: integer("organism_id")
      .notNull()
      .references(() => organisms.id, { onDelete: "restrict" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
    disabledAt: moment("disabled_at"),
    usedAt: moment("used_at"),
  },
  (table) => [
    index("connection_codes_coupon_id_idx").on(table.couponId),
    index("connection_codes_organism_id_created_at_idx").on(table.organismId, table.createdAt.desc().nullsFirst()),
    index("connection_codes_site_id_created_at_idx").on(table.siteId, table.createdAt.desc().nullsFirst()),
    index("connection_codes_code_trgm_idx").using("gin", table.code.op("gin_trgm_ops")),
    index("connection_codes_email_trgm_idx").using("gin", table.email.op("gin_trgm_ops")),
    index("connection_codes_last_name_trgm_idx").using("gin", table.lastName.op("gin_trgm_ops")),
  ],
);
