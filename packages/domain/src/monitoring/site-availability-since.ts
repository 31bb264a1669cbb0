import { type SiteAvailabilityInput, siteAvailabilityReason } from "./site-availability";

/** What tells since when a site has its level: its counters, its last refresh and when the counters' level began. */
export interface SiteAvailabilitySinceInput extends SiteAvailabilityInput {
  /** When the level of the counters alone last changed (site_status.level_since); null if never recorded. */
  levelSince: Date | null;
}

/**
 * The manager's walk-through "outages with a time": the instant the site's current level
 * began. A stale site is down since its last refresh (the reports stopped
 * then); otherwise since its counters' level last changed (the last refresh
 * when that was never recorded). Null when the site never reported.
 */
export function siteAvailabilitySince(input: SiteAvailabilitySinceInput, now: Date): Date | null {
  const reason = siteAvailabilityReason(input, now);
  if (reason === "neverReported") return null;
  if (reason === "stale") return input.lastFullRefresh;
  return input.levelSince ?? input.lastFullRefresh;
}
