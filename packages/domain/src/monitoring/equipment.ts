/** Equipment (docs/product.md#maps-equipment) categories: access points, switches, lines' gateways, electronic shelf labels. */
export const equipmentCategories = ["access_point", "switch", "gateway", "esl"] as const;
export type EquipmentCategory = (typeof equipmentCategories)[number];

/** Device availability (docs/product.md#monitoring-availability). */
export const equipmentStates = [
  "deployment",
  "event",
  "hibernation",
  "planned",
  "reachable",
  "spare",
  "unreachable",
  "works",
  "unknown",
] as const;
export type EquipmentState = (typeof equipmentStates)[number];

/**
 * The states a collector's reachability report may change: the others are set
 * by people (planned, in works, in hibernation, spare...) and are kept.
 */
export const supervisedEquipmentStates: readonly EquipmentState[] = ["reachable", "unreachable", "unknown"];
