import type { EquipmentState } from "./equipment";

/** Floor state (docs/product.md#maps-equipment), from its access points' reachability. */
export const floorStates = ["all-reached", "all-unreached", "some-unreached"] as const;
export type FloorState = (typeof floorStates)[number];

/**
 * docs/product.md#monitoring-data, docs/product.md#monitoring-availability: a floor is all-reached, all-unreached or some-unreached by
 * the access points a collector supervises (reachable or unreachable, as the
 * site status counts them); null when it has none, so the map shows no state.
 */
export function floorState(accessPointStates: Iterable<EquipmentState>): FloorState | null {
  let reached = 0;
  let unreached = 0;
  for (const state of accessPointStates) {
    if (state === "reachable") reached += 1;
    else if (state === "unreachable") unreached += 1;
  }
  if (reached + unreached === 0) return null;
  if (unreached === 0) return "all-reached";
  return reached === 0 ? "all-unreached" : "some-unreached";
}
