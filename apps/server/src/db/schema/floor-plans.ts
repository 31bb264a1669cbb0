import { floorPlanContentTypes } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { check, customType, doublePrecision, integer, pgTable, text } from "drizzle-orm/pg-core";
import { floors } from "./locations";
import { sqlList } from "./sql-list";
import { updatedAt } from "./timestamps";
import { users } from "./users";

/** Raw bytes: a Buffer with pg, a Uint8Array with PGlite; both read back as Uint8Array. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * A floor's plan image, served by the API with its digest as ETag.
 * Equipment positions on the floor are in the plan's units: pixels of a PNG or
 * JPEG, user units of an SVG's viewBox, from the top-left corner.
 */
export const floorPlans = pgTable(
  "floor_plans",
  {
    floorId: integer("floor_id")
      .primaryKey()
      .references(() => floors.id, { onDelete: "cascade" }),
    contentType: text("content_type", { enum: floorPlanContentTypes }).notNull(),
    image: bytes("image").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** SHA-256 of the image, hex: the ETag and the cache-busting part of its URL. */
    digest: text("digest").notNull(),
    /** Decibels lost through one wall on this plan, for the coverage estimate. */
    wallAttenuationDb: doublePrecision("wall_attenuation_db").notNull().default(5),
    /** Metres one plan unit stands for, for the coverage estimate. */
    metresPerUnit: doublePrecision("metres_per_unit").notNull().default(0.05),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("floor_plans_content_type_check", sql`${table.contentType} in ${sqlList(floorPlanContentTypes)}`),
    check("floor_plans_size_check", sql`${table.width} > 0 and ${table.height} > 0`),
  ],
);
