import type { Database } from "../../db";
import { findFloorsOfBuildings } from "../locations";
import { findEquipmentOnFloors } from "./equipment.repository";

/** A piece of equipment placed in a building: what a silence window on the building covers (docs/alerts.md#silent-mode). */
export type EquipmentOfBuilding = { id: number; siteId: number; buildingId: number };

/** The equipment placed on the floors of these buildings, by id; two queries however many buildings. */
export async function findEquipmentOfBuildings(
  db: Database,
  buildingIds: readonly number[],
): Promise<EquipmentOfBuilding[]> {
  const floors = await findFloorsOfBuildings(db, buildingIds);
  const buildingOf = new Map(floors.map((floor) => [floor.floorId, floor.buildingId]));
  const placed = await findEquipmentOnFloors(db, [...buildingOf.keys()]);
  return placed.flatMap(({ id, siteId, floorId }) => {
    const buildingId = buildingOf.get(floorId);
    return buildingId === undefined ? [] : [{ id, siteId, buildingId }];
  });
}
