import type { EquipmentCategory, EquipmentState } from "../monitoring/equipment";

/**
 * docs/product.md#maps-equipment: the colours a map draws equipment in. A state people set keeps its
 * own colour; `deployment` (equipment being installed, its alerts silenced)
 * is drawn muted and `unknown` (never reported by a collector) unreferenced.
 * Spare equipment is never drawn (docs/product.md#maps-equipment). Equipment
 * under a silence window is drawn muted whatever its state, which it keeps
 * for the window's end (docs/alerts.md#silent-mode).
 */
export const mapColourKeys = [
  "reachable",
  "unreachable",
  "hibernation",
  "planned",
  "event",
  "works",
  "muted",
  "unreferenced",
] as const;
export type MapColourKey = (typeof mapColourKeys)[number];

const colourKeyOfState: Record<EquipmentState, MapColourKey | null> = {
  reachable: "reachable",
  unreachable: "unreachable",
  hibernation: "hibernation",
  planned: "planned",
  event: "event",
  works: "works",
  deployment: "muted",
  unknown: "unreferenced",
  spare: null,
};

/** The colour a map draws equipment in this state, muted or not (`equipment.muted`); null: not drawn (spare). */
export function mapColourKey(state: EquipmentState, muted = false): MapColourKey | null {
  const key = colourKeyOfState[state];
  return key !== null && muted ? "muted" : key;
}

/** Fill colours (hex) of each key, readable on a white plan with a dark outline. */
export const mapColours: Record<MapColourKey, string> = {
  reachable: "#1f9d55",
  unreachable: "#d62f2f",
  hibernation: "#4a78b0",
  planned: "#8a94a0",
  event: "#8b4fd1",
  works: "#e0891a",
  muted: "#5f6672",
  unreferenced: "#c2c7cd",
};

/**
 * docs/product.md#maps-equipment legend states: reachable, unreachable, and not supervised (every
 * state people set, which no collector report changes).
 */
export type MapStateGroup = "reachable" | "unreachable" | "notSupervised";

export function mapStateGroup(key: MapColourKey): MapStateGroup {
  if (key === "reachable") return "reachable";
  if (key === "unreachable") return "unreachable";
  return "notSupervised";
}

/** docs/product.md#maps-equipment legend entries: access point, device count, shelf label, switch, then the state groups. */
export const mapLegendEntries = [
  "accessPoint",
  "deviceCount",
  "shelfLabel",
  "switch",
  "reachable",
  "unreachable",
  "notSupervised",
] as const;
export type MapLegendEntry = (typeof mapLegendEntries)[number];

/** The legend entry that shows or hides equipment of this category (gateways are drawn as switches). */
export function legendEntryOfCategory(category: EquipmentCategory): MapLegendEntry {
  if (category === "access_point") return "accessPoint";
  if (category === "esl") return "shelfLabel";
  return "switch";
}

/** docs/product.md#maps-limits marker sizes, in canvas pixels: access points 12 to 16 by zoom, switches 21. */
export const accessPointMarkerSize = { min: 12, max: 16 } as const;
export const switchMarkerSize = 21;
/** A shelf label's marker, drawn beside its access point. */
export const shelfLabelMarkerSize = 6;

/** An access point's marker size at this scale (canvas pixels per plan unit): 16 at scale 1 and above, never under 12. */
export function accessPointMarkerSizeAt(scale: number): number {
  return Math.min(accessPointMarkerSize.max, Math.max(accessPointMarkerSize.min, accessPointMarkerSize.max * scale));
}

/** docs/product.md#maps-limits: the connected-device count beside an access point is hidden below this scale. */
export const connectedCountMinScale = 0.18;

export function showsConnectedCount(scale: number): boolean {
  return scale >= connectedCountMinScale;
}
