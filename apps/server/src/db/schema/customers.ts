import { customerDevices } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { bigint, boolean, char, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { coupons } from "./coupons";
import { organisms, sites } from "./locations";
import { sqlList } from "./sql-list";
import { createdAt } from "./timestamps";

// Customer (docs/product.md#statistics-dashboards): the people behind the portal's connections. A country
// The portal could not tell is null (docs/product.md#search: aggregations leave out unknown).
const countryCheck = (country: unknown) => sql`${country} ~ '^[A-Z]{2}$'`;

/** A guest who signed up on a site's portal (the customers dashboards, the newsletter list). */
export const guestUsers = pgTable(
  "guest_users",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    organismId: integer("organism_id")
      .notNull()
      .references(() => organisms.id, { onDelete: "restrict" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
    email: text("email"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    newsletter: boolean("newsletter").notNull().default(false),
    /** ISO 3166-1 alpha-2, upper case. */
    country: char("country", { length: 2 }),
    language: text("language"),
    browserName: text("browser_name"),
    osName: text("os_name"),
    device: text("device", { enum: customerDevices }).notNull().default("unknown"),
    roomNumber: text("room_number"),
    /** The portal's own key of a guest reported through the ingest (`guests` section); null for older rows. */
    guestRef: text("guest_ref"),
  },
  (table) => [
    uniqueIndex("guest_users_site_id_guest_ref_key").on(table.siteId, table.guestRef),
    index("guest_users_site_id_created_at_idx").on(table.siteId, table.createdAt),
    index("guest_users_organism_id_created_at_idx").on(table.organismId, table.createdAt),
    index("guest_users_email_trgm_idx").using("gin", table.email.op("gin_trgm_ops")),
    index("guest_users_last_name_trgm_idx").using("gin", table.lastName.op("gin_trgm_ops")),
    check("guest_users_country_check", countryCheck(table.country)),
    check("guest_users_device_check", sql`${table.device} in ${sqlList(customerDevices)}`),
  ],
);

/** A device or person that connected with a code or a purchase (audience statistics). */
export const endUsers = pgTable(
  "end_users",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    organismId: integer("organism_id")
      .notNull()
      .references(() => organisms.id, { onDelete: "restrict" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
    email: text("email"),
    country: char("country", { length: 2 }),
    language: text("language"),
    device: text("device", { enum: customerDevices }).notNull().default("unknown"),
    browserName: text("browser_name"),
    osName: text("os_name"),
    couponId: bigint("coupon_id", { mode: "number" }).references(() => coupons.id, { onDelete: "set null" }),
  },
  (table) => [
    index("end_users_site_id_created_at_idx").on(table.siteId, table.createdAt),
    index("end_users_organism_id_created_at_idx").on(table.organismId, table.createdAt),
    index("end_users_coupon_id_idx").on(table.couponId),
    // A code use reported twice (the ingest's `code_uses` section, keyed by code and instant) is stored once.
    uniqueIndex("end_users_coupon_id_created_at_key").on(table.couponId, table.createdAt),
    check("end_users_country_check", countryCheck(table.country)),
    check("end_users_device_check", sql`${table.device} in ${sqlList(customerDevices)}`),
  ],
);
