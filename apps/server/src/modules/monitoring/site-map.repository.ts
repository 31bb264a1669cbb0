import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db";
import { buildings, floors } from "../../db/schema";
import type { ScopedSite } from "../../scope/in-scope";

export type SiteFloorRow = {
  buildingId: number;
  buildingUuid: string;
  buildingName: string;
  /** Null for a building without floors. */
  floorId: number | null;
  floorUuid: string | null;
  floorName: string | null;
  floorLevel: number | null;
};

/** A site's buildings by name, each with its floors by level. */
export async function findSiteBuildingsAndFloors(db: Database, site: ScopedSite): Promise<SiteFloorRow[]> {
  return db
    .select({
      buildingId: buildings.id,
      buildingUuid: buildings.uuid,
      buildingName: buildings.name,
      floorId: floors.id,
      floorUuid: floors.uuid,
      floorName: floors.name,
      floorLevel: floors.level,
    })
    .from(buildings)
    .leftJoin(floors, eq(floors.buildingId, buildings.id))
    .where(eq(buildings.siteId, site.id))
    .orderBy(asc(buildings.name), asc(buildings.id), asc(floors.level), asc(floors.name), asc(floors.id));
}
