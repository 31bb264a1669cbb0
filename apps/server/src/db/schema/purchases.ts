import { currencies } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { organisms, sites } from "./locations";
import { money } from "./money";
import { offers } from "./offers";
import { sqlList } from "./sql-list";
import { moment } from "./timestamps";

/**
 * Purchase (docs/product.md#statistics-dashboards): an offer bought on a site's portal, paid or failed.
 * `offer_name` is the name at the time of purchase (an offer may be renamed).
 */
export const purchases = pgTable(
  "purchases",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    reference: text("reference").notNull().unique("purchases_reference_key"),
    organismId: integer("organism_id")
      .notNull()
      .references(() => organisms.id, { onDelete: "restrict" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "restrict" }),
    offerName: text("offer_name").notNull(),
    totalAmountTtc: money("total_amount_ttc").notNull(),
    totalAmountHt: money("total_amount_ht").notNull(),
    currency: text("currency", { enum: currencies }).notNull(),
    purchaseDate: moment("purchase_date").notNull(),
    succeeded: boolean("succeeded").notNull(),
    email: text("email").notNull(),
    /** When the payment was given back (the reporting's refunds); null when it was not. */
    refundedAt: moment("refunded_at"),
  },
  (table) => [
    index("purchases_site_id_purchase_date_idx").on(table.siteId, table.purchaseDate),
    index("purchases_organism_id_purchase_date_idx").on(table.organismId, table.purchaseDate),
    index("purchases_organism_id_refunded_at_idx")
      .on(table.organismId, table.refundedAt)
      .where(sql`${table.refundedAt} is not null`),
    check(
      "purchases_refund_after_purchase",
      sql`${table.refundedAt} is null or ${table.refundedAt} >= ${table.purchaseDate}`,
    ),
    check("purchases_currency_check", sql`${table.currency} in ${sqlList(currencies)}`),
  ],
);
