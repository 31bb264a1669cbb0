import type { EquipmentSearchHit } from "@ondine/domain";
import type { EquipmentSearchRow } from "./equipment-search.repository";

export function presentEquipmentSearchHit(row: EquipmentSearchRow): EquipmentSearchHit {
  return {
    id: row.id,
    site_id: row.siteId,
    site_name: row.siteName,
    building_uuid: row.buildingUuid,
    building_name: row.buildingName,
    floor_uuid: row.floorUuid,
    floor_name: row.floorName,
    category: row.category,
    model: row.model,
    mac: row.mac,
    serial: row.serial,
    tag: row.tag,
    state: row.state,
    muted: row.muted,
  };
}
