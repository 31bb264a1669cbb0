import type { EquipmentItem, EslRow } from "@ondine/domain";
import type { CanvasFloor } from "./map-canvas-props";

/** A piece of equipment of the site map, placed and reachable unless told otherwise. */
export function equipmentItem(id: number, overrides: Partial<EquipmentItem> = {}): EquipmentItem {
  return {
    id,
    mac: `00:11:22:33:${Math.floor(id / 256)
      .toString(16)
      .padStart(2, "0")}:${(id % 256).toString(16).padStart(2, "0")}`,
    main_mac_address: null,
    model: { name: "AP-500" },
    tag: null,
    state: "reachable",
    muted: false,
    status: "reachable",
    category: "access_point",
    connected_stations: 0,
    is_reachable: true,
    ssid_2ghz: null,
    ssid_5ghz: null,
    position: { x: 100, y: 100 },
    building_uuid: "building",
    floor_uuid: "ground",
    esl: null,
    ...overrides,
  };
}

export function canvasFloor(overrides: Partial<CanvasFloor> = {}): CanvasFloor {
  return { uuid: "ground", name: "Ground floor", level: 0, plan: null, equipment: [], ...overrides };
}

export function eslRow(parentMac: string | null, index: number): EslRow {
  return {
    label: `Shelf ${index}`,
    mac: `aa:bb:cc:00:${Math.floor(index / 256)
      .toString(16)
      .padStart(2, "0")}:${(index % 256).toString(16).padStart(2, "0")}`,
    model: "ESL-2",
    topology: { parent: { mac: parentMac } },
  };
}
