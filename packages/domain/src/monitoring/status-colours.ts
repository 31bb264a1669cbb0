import { isDegradedLevel, type SiteAvailabilityLevel } from "./site-availability";

/** Indicator colour (docs/product.md#monitoring-colours) of a count of things ok among a total. */
export type IndicatorColour = "danger" | "warning" | "success";

/** docs/product.md#monitoring-colours: danger when none is ok, warning when some are, success when all are. */
export function indicatorColour(ok: number, total: number): IndicatorColour {
  if (ok === 0) return "danger";
  return ok < total ? "warning" : "success";
}

export type MarkerColour = "grey" | "green" | "red" | "orange";

/** Marker colour (docs/product.md#monitoring-colours) of a site; null while its status loads. */
export function siteMarkerColour(level: SiteAvailabilityLevel | null): MarkerColour {
  if (level === null) return "grey";
  if (level === "down") return "red";
  return isDegradedLevel(level) ? "orange" : "green";
}

/** docs/product.md#monitoring-caches: a building's marker is green above this ratio of access points reached. */
export const buildingReachedRatioGreen = 0.9;

/** Building marker (docs/product.md#monitoring-availability), from its access points reached among the total; null when it has no state. */
export function buildingMarkerColour(state: { reached: number; total: number } | null): MarkerColour {
  if (state === null) return "grey";
  if (state.total === 0) return "green";
  const ratio = state.reached / state.total;
  if (ratio > buildingReachedRatioGreen) return "green";
  return ratio === 0 ? "red" : "orange";
}
