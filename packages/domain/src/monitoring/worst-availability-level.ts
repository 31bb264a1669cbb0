import type { SiteAvailabilityLevel } from "./site-availability";

/** From the least to the most alarming: a site never referenced alarms nobody. */
const severity: Record<SiteAvailabilityLevel, number> = {
  notReferenced: 0,
  up: 1,
  degradedAps: 2,
  degraded: 3,
  down: 4,
};

/**
 * An organism's level is its worst site's (docs/api.md "Monitoring"):
 * one site down makes the organism down. notReferenced without any site.
 */
export function worstAvailabilityLevel(levels: Iterable<SiteAvailabilityLevel>): SiteAvailabilityLevel {
  let worst: SiteAvailabilityLevel = "notReferenced";
  for (const level of levels) if (severity[level] > severity[worst]) worst = level;
  return worst;
}

/** The item (a site's status) with the worst level; the first of them on a tie, undefined when none. */
export function worstAvailabilityOf<T extends { level: SiteAvailabilityLevel }>(items: Iterable<T>): T | undefined {
  let worst: T | undefined;
  for (const item of items) if (worst === undefined || severity[item.level] > severity[worst.level]) worst = item;
  return worst;
}
