import type { EquipmentCategory, EquipmentState } from "../monitoring/equipment";
import { legendEntryOfCategory, type MapLegendEntry, mapColourKey, mapStateGroup } from "./map-markers";

/**
 * docs/product.md#maps-equipment legend: the entries that show or hide a piece of equipment, its
 * kind (access point, switch, shelf label) and its state group. None for
 * spare equipment, which is never drawn.
 */
export function legendEntriesOf(equipment: { category: EquipmentCategory; state: EquipmentState }): MapLegendEntry[] {
  const colour = mapColourKey(equipment.state);
  if (colour === null) return [];
  return [legendEntryOfCategory(equipment.category), mapStateGroup(colour)];
}

/** Whether the map (and the list beside it) shows this equipment with these legend entries hidden. */
export function isShownByLegend(
  equipment: { category: EquipmentCategory; state: EquipmentState },
  hidden: ReadonlySet<MapLegendEntry>,
): boolean {
  const entries = legendEntriesOf(equipment);
  return entries.length > 0 && entries.every((entry) => !hidden.has(entry));
}
