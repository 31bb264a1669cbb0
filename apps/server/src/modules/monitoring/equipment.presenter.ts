import type { AccessPointRow, EquipmentItem, EslRow, IotEquipmentItem, SiteDeviceItem } from "@ondine/domain";
import type { IotEquipmentRow } from "./devices.repository";
import type { AccessPointListRow, EquipmentRow, EslListRow } from "./equipment.repository";

/** Equipment (docs/product.md#maps-equipment), as the devices call and the site map list it. */
export function presentEquipment(row: EquipmentRow): EquipmentItem {
  return {
    id: row.id,
    mac: row.mac,
    main_mac_address: row.mainMacAddress,
    model: { name: row.model },
    tag: row.tag,
    state: row.state,
    muted: row.muted,
    status: row.isReachable ? "reachable" : "unreached",
    category: row.category,
    connected_stations: row.connectedStations,
    is_reachable: row.isReachable,
    ssid_2ghz: row.ssid2ghz,
    ssid_5ghz: row.ssid5ghz,
    position: row.positionX !== null && row.positionY !== null ? { x: row.positionX, y: row.positionY } : null,
    building_uuid: row.buildingUuid,
    floor_uuid: row.floorUuid,
    esl:
      row.category === "esl" ? { label: row.label, mac: row.mac, topology: { parent: { mac: row.parentMac } } } : null,
  };
}

/** The devices call's network equipment: with `mac_address`, the name IoT (docs/product.md#monitoring-api) merge reads. */
export function presentSiteEquipment(row: EquipmentRow): SiteDeviceItem {
  return { ...presentEquipment(row), mac_address: row.mac };
}

/**
 * A streaming stick or a TV in the devices call: its state is its
 * last report, "unknown" until it is configured; never placed on a plan.
 */
export function presentIotEquipment(row: IotEquipmentRow): IotEquipmentItem {
  return {
    id: row.id,
    mac: row.mac,
    mac_address: row.mac,
    main_mac_address: null,
    model: { name: row.model },
    tag: null,
    state: row.isProvisioned ? (row.isReachable ? "reachable" : "unreachable") : "unknown",
    // Silence windows cover network equipment only (docs/alerts.md#silent-mode).
    muted: false,
    status: row.isReachable ? "reachable" : "unreached",
    category: row.type,
    connected_stations: 0,
    is_reachable: row.isReachable,
    ssid_2ghz: null,
    ssid_5ghz: null,
    position: null,
    building_uuid: null,
    floor_uuid: null,
    esl: null,
  };
}

export function presentAccessPointRow(row: AccessPointListRow): AccessPointRow {
  return {
    site_id: row.siteId,
    site_name: row.siteName,
    building_uuid: row.buildingUuid,
    building_name: row.buildingName,
    floor_uuid: row.floorUuid,
    floor_name: row.floorName,
    model: row.model,
    tag: row.tag,
    mac: row.mac,
    is_reachable: row.isReachable,
    state: row.state,
    muted: row.muted,
    last_seen: row.reachedAt?.toISOString() ?? null,
    down_since: row.unreachedSince?.toISOString() ?? null,
  };
}

export function presentEsl(row: EslListRow): EslRow {
  return { label: row.label, mac: row.mac, model: row.model, topology: { parent: { mac: row.parentMac } } };
}
