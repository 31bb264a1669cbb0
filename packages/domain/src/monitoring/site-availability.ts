import { isLineRateLow } from "./bandwidth-use";

/** Site availability level (docs/product.md#monitoring-availability). */
export const siteAvailabilityLevels = ["notReferenced", "down", "degraded", "degradedAps", "up"] as const;
export type SiteAvailabilityLevel = (typeof siteAvailabilityLevels)[number];

/** What the level is computed from: a site's status counters (docs/product.md#monitoring-availability). */
export interface SiteAvailabilityInput {
  /** The instant of the last full refresh; null when the site never reported. */
  lastFullRefresh: Date | null;
  lineOk: number;
  lineUnreachable: number;
  accessPointOk: number;
  accessPointUnreachable: number;
  bandwidthCurrent: number;
  bandwidthMax: number;
}

/** docs/product.md#monitoring-caches: down when the last refresh is older than this. */
export const siteRefreshMaxAgeMs = 15 * 60 * 1000;
/** docs/product.md#monitoring-availability: degraded below this ratio of access points ok. */
export const degradedAccessPointRatio = 0.9;

/**
 * Why a site has its level, so every screen says the true reason (an alert
 * never says "not updated" of a site that reported a minute ago):
 * - neverReported: no refresh yet (notReferenced);
 * - stale: the last refresh is more than 15 minutes old (down); it comes
 *   first, as the counters it would judge are that old too;
 * - noLine: no line ok while some are unreachable (down);
 * - noAccessPoint: no access point reached while some are unreached (down);
 * - lowBandwidth: bandwidth current / max below 0.75 (degraded);
 * - fewAccessPoints: reached / counted access points below 0.9 (degradedAps);
 * - null: up.
 */
export const siteAvailabilityReasons = [
  "neverReported",
  "stale",
  "noLine",
  "noAccessPoint",
  "lowBandwidth",
  "fewAccessPoints",
] as const;
export type SiteAvailabilityReason = (typeof siteAvailabilityReasons)[number];

const levelOfReason: Record<SiteAvailabilityReason, SiteAvailabilityLevel> = {
  neverReported: "notReferenced",
  stale: "down",
  noLine: "down",
  noAccessPoint: "down",
  lowBandwidth: "degraded",
  fewAccessPoints: "degradedAps",
};

/**
 * docs/product.md#monitoring-availability. "15 minutes, Paris time" compares instants, so a daylight-saving
 * change in between neither adds nor removes an hour. The access points are
 * those counted (accessPointCount): reached and unreached.
 */
export function siteAvailabilityReason(input: SiteAvailabilityInput, now: Date): SiteAvailabilityReason | null {
  if (input.lastFullRefresh === null) return "neverReported";
  if (now.getTime() - input.lastFullRefresh.getTime() > siteRefreshMaxAgeMs) return "stale";
  return countersAvailabilityReason(input);
}

/** The counters alone: what the status says, as of its last refresh, without staleness. */
export type SiteAvailabilityCounters = Omit<SiteAvailabilityInput, "lastFullRefresh">;

/**
 * docs/product.md#monitoring-caches judged on the counters only (no refresh age): the ingest keeps
 * when this last changed (site_status.level_since, siteAvailabilitySince).
 */
export function countersAvailabilityReason(input: SiteAvailabilityCounters): SiteAvailabilityReason | null {
  if (input.lineOk === 0 && input.lineUnreachable > 0) return "noLine";
  if (input.accessPointOk === 0 && input.accessPointUnreachable > 0) return "noAccessPoint";
  if (isLineRateLow(input.bandwidthCurrent, input.bandwidthMax)) return "lowBandwidth";
  const accessPoints = input.accessPointOk + input.accessPointUnreachable;
  if (accessPoints > 0 && input.accessPointOk / accessPoints < degradedAccessPointRatio) return "fewAccessPoints";
  return null;
}

/** The level of a reason (null: up). */
export function availabilityLevelOf(reason: SiteAvailabilityReason | null): SiteAvailabilityLevel {
  return reason === null ? "up" : levelOfReason[reason];
}

/** The level of the counters alone, without staleness (countersAvailabilityReason). */
export function countersAvailabilityLevel(input: SiteAvailabilityCounters): SiteAvailabilityLevel {
  return availabilityLevelOf(countersAvailabilityReason(input));
}

/**
 * docs/product.md#monitoring-availability. A low AP ratio alone is `degradedAps`; a low bandwidth ratio is
 * `degraded` (both show as degraded, see isDegradedLevel).
 */
export function siteAvailabilityLevel(input: SiteAvailabilityInput, now: Date): SiteAvailabilityLevel {
  return availabilityLevelOf(siteAvailabilityReason(input, now));
}

/** docs/product.md#monitoring-screens: the alert banners show for a degraded site, whatever made it degraded. */
export function isDegradedLevel(level: SiteAvailabilityLevel): level is "degraded" | "degradedAps" {
  return level === "degraded" || level === "degradedAps";
}
