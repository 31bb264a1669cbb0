import { accessPointCount, type CountedAccessPoint } from "./access-point-count";
import type { EquipmentState } from "./equipment";

/** Floor state (docs/product.md#maps-equipment), from its access points' reachability. */
export const floorStates = ["all-reached", "all-unreached", "some-unreached"] as const;
export type FloorState = (typeof floorStates)[number];

/**
 * docs/product.md#monitoring-data, docs/product.md#monitoring-availability: a floor is all-reached, all-unreached or some-unreached by
 * the access points a collector supervises, counted as the site status counts
 * them (accessPointCount: reachable or unreachable, a muted one in neither,
 * docs/alerts.md#silent-mode); null when it has none, so the map shows no
 * state. A bare state is an access point no silence window covers.
 */
export function floorState(accessPoints: Iterable<EquipmentState | CountedAccessPoint>): FloorState | null {
  let reached = 0;
  let unreached = 0;
  for (const accessPoint of accessPoints) {
    const { state, muted } = typeof accessPoint === "string" ? { state: accessPoint, muted: false } : accessPoint;
    const count = accessPointCount(state, muted);
    if (count === "reached") reached += 1;
    else if (count === "unreached") unreached += 1;
  }
  if (reached + unreached === 0) return null;
  if (unreached === 0) return "all-reached";
  return reached === 0 ? "all-unreached" : "some-unreached";
}
