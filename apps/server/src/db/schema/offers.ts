import { currencies, type OfferNameTranslations, offerDurationUnits, unlimitedUsage } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { organisms, sites } from "./locations";
import { money } from "./money";
import { sqlList } from "./sql-list";
import { createdAt, updatedAt } from "./timestamps";

/**
 * Coupon definition (offer) (docs/product.md#codes-data). Ids are fixed across the provider's
 * systems (197 free, 596-598 and 620-625 free, paid ones between 69 and 645),
 * so they are chosen, never generated.
 */
export const offers = pgTable(
  "offers",
  {
    id: integer("id").primaryKey(),
    /** The French name, which also stands for any language without a translation. */
    name: text("name").notNull(),
    /** The name in the other product languages (`offerNameIn` of packages/domain reads it). */
    nameTranslations: jsonb("name_translations").$type<OfferNameTranslations>().notNull().default({}),
    durationValue: integer("duration_value").notNull(),
    durationUnit: text("duration_unit", { enum: offerDurationUnits }).notNull(),
    /** A monthly offer's cap: how many months it can run at most; null without one. */
    durationLimitMonth: integer("duration_limit_month"),
    price: money("price").notNull(),
    preTaxPrice: money("pre_tax_price").notNull(),
    currency: text("currency", { enum: currencies }).notNull(),
    /** Devices per code; -1 unlimited (group offers). */
    maxUsage: integer("max_usage").notNull(),
    /** The access ends at the end of the duration even in the middle of a session. */
    hardlimit: boolean("hardlimit").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("offers_duration_unit_check", sql`${table.durationUnit} in ${sqlList(offerDurationUnits)}`),
    check("offers_currency_check", sql`${table.currency} in ${sqlList(currencies)}`),
    check("offers_duration_value_check", sql`${table.durationValue} > 0`),
    check(
      "offers_max_usage_check",
      sql`${table.maxUsage} = ${sql.raw(String(unlimitedUsage))} or ${table.maxUsage} > 0`,
    ),
    check("offers_prices_check", sql`${table.price} >= 0 and ${table.preTaxPrice} >= 0`),
  ],
);

/**
 * Where an offer is sold: an organism (all its sites) or one site. A
 * location's offers are its site's plus its organism's; a location with none
 * creates codes in the no-offers mode (docs/product.md#codes-validation).
 */
export const offerLocations = pgTable(
  "offer_locations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    organismId: integer("organism_id").references(() => organisms.id, { onDelete: "cascade" }),
    siteId: integer("site_id").references(() => sites.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("offer_locations_organism_offer_key").on(table.organismId, table.offerId),
    uniqueIndex("offer_locations_site_offer_key").on(table.siteId, table.offerId),
    index("offer_locations_offer_id_idx").on(table.offerId),
    check("offer_locations_one_location", sql`num_nonnulls(${table.organismId}, ${table.siteId}) = 1`),
  ],
);
