import { locationStates, organismKinds } from "@ondine/domain";
import { doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

// Location (docs/product.md#locations-model). Timestamps keep milliseconds on both engines (docs/decisions.md#engine-traps:
// PGlite has no microseconds, so keyset cursors must not need them).
const createdAt = () => timestamp("created_at", { precision: 3, withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { precision: 3, withTimezone: true }).notNull().defaultNow();

/** A customer group: a hotel chain, a residence operator, a campsite group, an office tenant. */
export const organisms = pgTable(
  "organisms",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    kind: text("kind", { enum: organismKinds }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("organisms_name_key").on(table.name)],
);

/** One Wi-Fi site; SPEC's `{product}site`. */
export const sites = pgTable(
  "sites",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    organismId: integer("organism_id")
      .notNull()
      .references(() => organisms.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    state: text("state", { enum: locationStates }).notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    address: text("address").notNull(),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("sites_organism_id_idx").on(table.organismId), index("sites_state_idx").on(table.state)],
);

export const buildings = pgTable(
  "buildings",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid("uuid").notNull().unique(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    bedsNumber: integer("beds_number"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("buildings_site_id_idx").on(table.siteId)],
);

export const floors = pgTable(
  "floors",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid("uuid").notNull().unique(),
    buildingId: integer("building_id")
      .notNull()
      .references(() => buildings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    level: integer("level").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("floors_building_id_idx").on(table.buildingId)],
);
