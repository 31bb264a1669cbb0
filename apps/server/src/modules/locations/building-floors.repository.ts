import { asc, inArray } from "drizzle-orm";
import type { Database } from "../../db";
import { floors } from "../../db/schema";

/** The floors of these buildings, each with its building (a silence window on a building, docs/alerts.md#silent-mode). */
export async function findFloorsOfBuildings(
  db: Database,
  buildingIds: readonly number[],
): Promise<{ floorId: number; buildingId: number }[]> {
  if (buildingIds.length === 0) return [];
  return db
    .select({ floorId: floors.id, buildingId: floors.buildingId })
    .from(floors)
    .where(inArray(floors.buildingId, [...buildingIds]))
    .orderBy(asc(floors.id));
}
