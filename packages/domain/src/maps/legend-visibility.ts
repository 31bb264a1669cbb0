import type { EquipmentCategory, EquipmentState } from "../monitoring/equipment";
import { legendEntryOfCategory, type MapLegendEntry, mapColourKey, mapStateGroup } from "./map-markers";

/** What the legend reads of a piece of equipment; `muted` (docs/alerts.md#silent-mode) unless told, not. */
interface LegendEquipment {
  category: EquipmentCategory;
  state: EquipmentState;
  muted?: boolean;
}

/**
 * docs/product.md#maps-equipment legend: the entries that show or hide a piece of equipment, its
 * kind (access point, switch, shelf label) and its state group (muted equipment: not supervised,
 * as it is drawn). None for spare equipment, which is never drawn.
 */
export function legendEntriesOf(equipment: LegendEquipment): MapLegendEntry[] {
  const colour = mapColourKey(equipment.state, equipment.muted);
  if (colour === null) return [];
  return [legendEntryOfCategory(equipment.category), mapStateGroup(colour)];
}

/** Whether the map (and the list beside it) shows this equipment with these legend entries hidden. */
export function isShownByLegend(equipment: LegendEquipment, hidden: ReadonlySet<MapLegendEntry>): boolean {
  const entries = legendEntriesOf(equipment);
  return entries.length > 0 && entries.every((entry) => !hidden.has(entry));
}
