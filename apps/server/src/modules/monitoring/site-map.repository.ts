import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db";
import { buildings, floorPlans, floors } from "../../db/schema";
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
  /** Null for a floor without a plan (or a building without floors). */
  plan: { digest: string; width: number; height: number; wallAttenuationDb: number; metresPerUnit: number } | null;
};

/** A site's buildings by name, each with its floors by level and their plans (not the images' bytes). */
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
      plan: {
        digest: floorPlans.digest,
        width: floorPlans.width,
        height: floorPlans.height,
        wallAttenuationDb: floorPlans.wallAttenuationDb,
        metresPerUnit: floorPlans.metresPerUnit,
      },
    })
    .from(buildings)
    .leftJoin(floors, eq(floors.buildingId, buildings.id))
    .leftJoin(floorPlans, eq(floorPlans.floorId, floors.id))
    .where(eq(buildings.siteId, site.id))
    .orderBy(asc(buildings.name), asc(buildings.id), asc(floors.level), asc(floors.name), asc(floors.id));
}
