import { randomUUID } from "node:crypto";
import type { Database } from "../db";
import { buildings, floors } from "../db/schema";

/** A building of a site, with one floor at level 0. */
export async function insertBuildingWithFloor(
  db: Database,
  values: {
    siteId: number;
    name: string;
    floorName: string;
    buildingId?: number;
    floorId?: number;
    /** A fixed floor UUID, for tests that name it before it exists. */
    floorUuid?: string;
  },
): Promise<{ buildingId: number; floorId: number; floorUuid: string }> {
  const [building] = await db
    .insert(buildings)
    .values({ id: values.buildingId, uuid: randomUUID(), siteId: values.siteId, name: values.name, bedsNumber: 40 })
    .returning({ id: buildings.id });
  if (!building) throw new Error("insertBuildingWithFloor: no building returned");
  const [floor] = await db
    .insert(floors)
    .values({
      id: values.floorId,
      uuid: values.floorUuid ?? randomUUID(),
      buildingId: building.id,
      name: values.floorName,
      level: 0,
    })
    .returning({ id: floors.id, uuid: floors.uuid });
  if (!floor) throw new Error("insertBuildingWithFloor: no floor returned");
  return { buildingId: building.id, floorId: floor.id, floorUuid: floor.uuid };
}
