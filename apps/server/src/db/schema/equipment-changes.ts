import { bigint, index, integer, pgTable } from "drizzle-orm/pg-core";
import { createdAt } from "./timestamps";

/**
 * Every change to what a map draws of a piece of equipment, written
 * by triggers on `equipment` in the same transaction as the change, and
 * announced on the channel `ondine_equipment`. Open maps resume from the last
 * change id they saw (SSE `Last-Event-ID`), so a dropped connection loses
 * nothing that is still kept. Not a foreign key: a deleted piece of equipment
 * is a change too.
 */
export const equipmentChanges = pgTable(
  "equipment_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id").notNull(),
    equipmentId: integer("equipment_id").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("equipment_changes_site_id_id_idx").on(table.siteId, table.id)],
);
