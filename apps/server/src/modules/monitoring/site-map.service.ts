import { floorState, type SiteMapAnswer, type SiteMapBuilding } from "@ondine/domain";
import type { Database } from "../../db";
import type { Scope } from "../../scope/scope";
import { presentEquipment } from "./equipment.presenter";
import { type EquipmentRow, findSiteEquipment } from "./equipment.repository";
import { presentFloorPlan } from "./floor-plan.presenter";
import { resolveMonitoredSite } from "./monitored-location.service";
import { findSiteBuildingsAndFloors } from "./site-map.repository";

/**
 * Site data (map) (docs/product.md#maps-equipment): the site's buildings and floors with each
 * floor's state (docs/product.md#monitoring-availability), plan (null without one) and equipment, and the equipment placed on no
 * floor (access points and switches). A site without buildings answers an
 * empty `locations`, its equipment all unlocalized.
 */
export async function getSiteMap(db: Database, scope: Scope, siteId: number): Promise<SiteMapAnswer> {
  const site = await resolveMonitoredSite(db, scope, siteId);
  const [floorRows, equipmentRows] = await Promise.all([
    findSiteBuildingsAndFloors(db, site),
    findSiteEquipment(db, site),
  ]);
  const onFloor = new Map<number, EquipmentRow[]>();
  for (const row of equipmentRows) {
    if (row.floorId === null) continue;
    const list = onFloor.get(row.floorId) ?? [];
    list.push(row);
    onFloor.set(row.floorId, list);
  }
  const buildings = new Map<number, SiteMapBuilding>();
  for (const row of floorRows) {
    let building = buildings.get(row.buildingId);
    if (!building) {
      building = { uuid: row.buildingUuid, name: row.buildingName, children: [] };
      buildings.set(row.buildingId, building);
    }
    if (row.floorId === null || row.floorUuid === null || row.floorName === null || row.floorLevel === null) continue;
    const equipment = onFloor.get(row.floorId) ?? [];
    building.children.push({
      uuid: row.floorUuid,
      name: row.floorName,
      level: row.floorLevel,
      plan: row.plan && presentFloorPlan(row.floorUuid, row.plan),
      state: floorState(equipment.filter((item) => item.category === "access_point")),
      equipment: equipment.map(presentEquipment),
    });
  }
  const unlocalized = equipmentRows.filter((row) => row.floorId === null);
  return {
    site_name: site.name,
    site_id: site.id,
    locations: [...buildings.values()],
    unlocalizedEquipment: {
      ap: unlocalized.filter((row) => row.category === "access_point").map(presentEquipment),
      switch: unlocalized.filter((row) => row.category === "switch").map(presentEquipment),
    },
  };
}
