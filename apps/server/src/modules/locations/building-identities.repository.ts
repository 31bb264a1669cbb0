import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { buildings } from "../../db/schema";

/** What names a building elsewhere, and the site it stands on. */
export type BuildingIdentity = { id: number; siteId: number; name: string };

/**
 * These buildings by id, in one query whatever their number (an id left out
 * no longer exists): for the ids read from rows the caller was found to
 * read, or checked against a site of their scope.
 */
export async function findBuildingIdentities(
  db: Database,
  ids: readonly number[],
): Promise<ReadonlyMap<number, BuildingIdentity>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: buildings.id, siteId: buildings.siteId, name: buildings.name })
    .from(buildings)
    .where(sql`${buildings.id} = any(${sql.param([...ids])}::integer[])`);
  return new Map(rows.map((row) => [row.id, row]));
}
