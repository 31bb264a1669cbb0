import {
  advertisementImageContentTypes,
  advertisementLocales,
  type LocalizedAdvertisementTexts,
  locationTypes,
} from "@ondine/domain";
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { bytes } from "./bytes";
import { organisms, sites } from "./locations";
import { sqlList } from "./sql-list";
import { createdAt, updatedAt } from "./timestamps";
import { users } from "./users";

/**
 * An announcement's image, stored once by its SHA-256 (two
 * announcements with the same picture share it) and served by URL with the
 * digest in it, so it is cached for good and never sent inside a list.
 */
export const advertisementImages = pgTable(
  "advertisement_images",
  {
    /** SHA-256 of the bytes, hex. */
    digest: text("digest").primaryKey(),
    contentType: text("content_type", { enum: advertisementImageContentTypes }).notNull(),
    image: bytes("image").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      "advertisement_images_content_type_check",
      sql`${table.contentType} in ${sqlList(advertisementImageContentTypes)}`,
    ),
    check("advertisement_images_size_check", sql`${table.width} > 0 and ${table.height} > 0 and ${table.byteSize} > 0`),
  ],
);

/** Portal advertisement (docs/product.md#announcements-data): a captive portal's announcement, days in Paris time, both included. */
export const advertisements = pgTable(
  "advertisements",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    internalTitle: text("internal_title").notNull(),
    publicTitle: jsonb("public_title").$type<LocalizedAdvertisementTexts>().notNull(),
    content: jsonb("content").$type<LocalizedAdvertisementTexts>().notNull(),
    signature: jsonb("signature").$type<LocalizedAdvertisementTexts>().notNull(),
    startsAt: date("starts_at", { mode: "string" }).notNull(),
    endsAt: date("ends_at", { mode: "string" }).notNull(),
    fallbackLanguage: text("fallback_language", { enum: advertisementLocales }).notNull(),
    imageDigest: text("image_digest").references(() => advertisementImages.digest, { onDelete: "restrict" }),
    /** The file name the image was dropped with (docs/product.md#announcements-data). */
    imageName: text("image_name"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("advertisements_period_check", sql`${table.startsAt} <= ${table.endsAt}`),
    check("advertisements_fallback_language_check", sql`${table.fallbackLanguage} in ${sqlList(advertisementLocales)}`),
    check("advertisements_image_check", sql`(${table.imageDigest} is null) = (${table.imageName} is null)`),
    index("advertisements_period_idx").on(table.endsAt, table.startsAt),
    // The console's order (newest start day first, then newest): a page is read off this index, its ids
    // alone, instead of sorting every announcement (docs/performance.md "Portal announcements").
    index("advertisements_start_idx").on(table.startsAt, table.id),
    index("advertisements_image_digest_idx").on(table.imageDigest),
  ],
);

/**
 * The locations an announcement is shown on: an organism (all its sites) or
 * one site. Exactly one of `organism_id` and `site_id` is set, as the type says.
 */
export const advertisementLocations = pgTable(
  "advertisement_locations",
  {
    advertisementId: integer("advertisement_id")
      .notNull()
      .references(() => advertisements.id, { onDelete: "cascade" }),
    locationType: text("location_type", { enum: locationTypes }).notNull(),
    organismId: integer("organism_id").references(() => organisms.id, { onDelete: "cascade" }),
    siteId: integer("site_id").references(() => sites.id, { onDelete: "cascade" }),
  },
  (table) => [
    check(
      "advertisement_locations_target_check",
      sql`(${table.locationType} = 'Organism' and ${table.organismId} is not null and ${table.siteId} is null)
        or (${table.locationType} = 'Site' and ${table.siteId} is not null and ${table.organismId} is null)`,
    ),
    index("advertisement_locations_advertisement_idx").on(table.advertisementId),
    index("advertisement_locations_organism_idx").on(table.organismId).where(sql`${table.organismId} is not null`),
    index("advertisement_locations_site_idx").on(table.siteId).where(sql`${table.siteId} is not null`),
  ],
);
