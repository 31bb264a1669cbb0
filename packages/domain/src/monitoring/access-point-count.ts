import type { EquipmentState } from "./equipment";

/**
 * How an access point counts in every figure (status, home cards, monitoring
 * tiles, hover cards, AP list), written once (docs/monitoring.md "Counting
 * access points"): reached when the network reports it reachable,
 * unreached when it reports it unreachable; any other state (planned, works,
 * hibernation, deployment, event, unknown) is not supervised (docs/product.md#monitoring-maintenance map
 * legend) and counts in no ratio; a spare is not an access point of the site
 * (docs/product.md#monitoring-screens: not drawn) and counts nowhere. A
 * muted one (under a silence window, docs/alerts.md#silent-mode) counts in no
 * figure either, whatever its state: not supervised while the window is on.
 */
export type AccessPointCount = "reached" | "unreached" | "notSupervised" | "spare";

/** The states counted as reached, as SQL reads them (`state = any(...)`). */
export const reachedAccessPointStates: readonly EquipmentState[] = ["reachable"];
/** The states counted as unreached (docs/product.md#monitoring-screens, offline only). */
export const unreachedAccessPointStates: readonly EquipmentState[] = ["unreachable"];

/** The states counted nowhere (a spare is not an access point of the site); every other state is not supervised. */
export const uncountedAccessPointStates: readonly EquipmentState[] = ["spare"];

/** An access point as the figures read it: its state, and whether a silence window covers it (`equipment.muted`). */
export interface CountedAccessPoint {
  state: EquipmentState;
  /** Absent: not muted. */
  muted?: boolean;
}

export function accessPointCount(state: EquipmentState, muted = false): AccessPointCount {
  if (uncountedAccessPointStates.includes(state)) return "spare";
  if (muted) return "notSupervised";
  if (reachedAccessPointStates.includes(state)) return "reached";
  if (unreachedAccessPointStates.includes(state)) return "unreached";
  return "notSupervised";
}

/**
 * AP status (docs/product.md#monitoring-screens), offline only: the access points counted unreached
 * (accessPointCount). One planned, in works or in hibernation is not
 * supervised (docs/product.md#maps-equipment), so it is not offline, whatever it answers; nor is a muted one.
 */
export function isOfflineAccessPoint(accessPoint: CountedAccessPoint): boolean {
  return accessPointCount(accessPoint.state, accessPoint.muted) === "unreached";
}

/** The access points' figures: `total` is reached + unreached, the denominator of every AP ratio. */
export interface AccessPointTally {
  reached: number;
  unreached: number;
  total: number;
  notSupervised: number;
}

export function tallyAccessPoints(accessPoints: Iterable<CountedAccessPoint>): AccessPointTally {
  const tally = { reached: 0, unreached: 0, notSupervised: 0 };
  for (const accessPoint of accessPoints) {
    const count = accessPointCount(accessPoint.state, accessPoint.muted);
    if (count !== "spare") tally[count] += 1;
  }
  return { ...tally, total: tally.reached + tally.unreached };
}
