/** SPEC §4 "Site availability level". */
export type SiteAvailabilityLevel = "notReferenced" | "down" | "degraded" | "degradedAps" | "up";

/** What the level is computed from: a site's status counters (SPEC §3 "Site status"). */
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

/** SPEC §9: down when the last refresh is older than this. */
export const siteRefreshMaxAgeMs = 15 * 60 * 1000;
/** SPEC §9: degraded below this bandwidth ratio (current / max). */
export const degradedBandwidthRatio = 0.75;
/** SPEC §9: degraded below this ratio of access points ok. */
export const degradedAccessPointRatio = 0.9;

/**
 * SPEC §4. "15 minutes, Paris time" compares instants, so a daylight-saving
 * change in between neither adds nor removes an hour. A low AP ratio alone is
 * `degradedAps`; a low bandwidth ratio is `degraded` (both show as degraded,
 * see isDegradedLevel).
 */
export function siteAvailabilityLevel(input: SiteAvailabilityInput, now: Date): SiteAvailabilityLevel {
  if (input.lastFullRefresh === null) return "notReferenced";
  if (input.lineOk === 0 && input.lineUnreachable > 0) return "down";
  if (input.accessPointOk === 0 && input.accessPointUnreachable > 0) return "down";
  if (now.getTime() - input.lastFullRefresh.getTime() > siteRefreshMaxAgeMs) return "down";
  if (input.bandwidthMax > 0 && input.bandwidthCurrent / input.bandwidthMax < degradedBandwidthRatio) {
    return "degraded";
  }
  const accessPoints = input.accessPointOk + input.accessPointUnreachable;
  if (accessPoints > 0 && input.accessPointOk / accessPoints < degradedAccessPointRatio) return "degradedAps";
  return "up";
}

/** SPEC §2: the alert banners show for a degraded site, whatever made it degraded. */
export function isDegradedLevel(level: SiteAvailabilityLevel): level is "degraded" | "degradedAps" {
  return level === "degraded" || level === "degradedAps";
}
