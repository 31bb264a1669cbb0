import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { equipment } from "../../db/schema";

/** What names a piece of equipment elsewhere (its model, MAC and tag), and the site it is on. */
export type EquipmentIdentity = { id: number; siteId: number; model: string; mac: string; tag: string | null };

/**
 * These pieces of equipment by id, in one query whatever their number (an id
 * left out no longer exists): for the ids read from rows the caller was
 * found to read, or checked against a site of their scope.
 */
export async function findEquipmentIdentities(
  db: Database,
  ids: readonly number[],
): Promise<ReadonlyMap<number, EquipmentIdentity>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: equipment.id,
      siteId: equipment.siteId,
      model: equipment.model,
      mac: equipment.mac,
      tag: equipment.tag,
    })
    .from(equipment)
    .where(sql`${equipment.id} = any(${sql.param([...ids])}::integer[])`);
  return new Map(rows.map((row) => [row.id, row]));
}
