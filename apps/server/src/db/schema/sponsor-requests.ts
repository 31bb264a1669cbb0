import { maxSponsorDefaultDays } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { coupons } from "./coupons";
import { sites } from "./locations";
import { createdAt, moment } from "./timestamps";

/**
 * A captive portal's request that `sponsor_email` let a guest in (docs/product.md#sponsors-link
 * "Guest sponsoring through a link"). The mailed link carries a random token
 * of which only the SHA-256 is kept; it works once (`used_at`) until
 * `expires_at`, and the code it made is `coupon_id`.
 */
export const sponsorRequests = pgTable(
  "sponsor_requests",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text("token_hash").notNull().unique("sponsor_requests_token_hash_key"),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    guestEmail: text("guest_email").notNull(),
    guestFirstName: text("guest_first_name").notNull(),
    guestLastName: text("guest_last_name").notNull(),
    sponsorEmail: text("sponsor_email").notNull(),
    /** The guest's (the portal's) language: both mails are written in it. */
    language: text("language").notNull(),
    defaultSelectedDays: integer("default_selected_days").notNull().default(1),
    /** The address the portal's request came from, for the hourly cap. */
    requestIp: text("request_ip").notNull(),
    expiresAt: moment("expires_at").notNull(),
    usedAt: moment("used_at"),
    couponId: bigint("coupon_id", { mode: "number" }).references(() => coupons.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("sponsor_requests_sponsor_email_created_at_idx").on(table.sponsorEmail, table.createdAt),
    index("sponsor_requests_request_ip_created_at_idx").on(table.requestIp, table.createdAt),
    index("sponsor_requests_coupon_id_idx").on(table.couponId),
    check(
      "sponsor_requests_default_selected_days_check",
      sql`${table.defaultSelectedDays} between 1 and ${sql.raw(String(maxSponsorDefaultDays))}`,
    ),
  ],
);
