import { accessPointCount } from "./access-point-count";

/** SPEC §3 "Equipment" categories: access points, switches, lines' gateways, electronic shelf labels. */
export const equipmentCategories = ["access_point", "switch", "gateway", "esl"] as const;
export type EquipmentCategory = (typeof equipmentCategories)[number];

/** SPEC §4 "Device availability". */
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

/**
 * SPEC §2 "AP status", offline only: the access points counted unreached
 * (accessPointCount). One planned, in works or in hibernation is not
 * supervised (SPEC §2 map legend), so it is not offline, whatever it answers.
 */
export function isOfflineAccessPoint(accessPoint: { state: EquipmentState }): boolean {
  return accessPointCount(accessPoint.state) === "unreached";
}
