import type { SiteStatusOfSite } from "./monitoring-answers";
import type { SiteAvailabilityLevel } from "./site-availability";

/** The levels a manager must look at, the most severe first (docs/product.md#monitoring-availability: down, then degraded by lines or by access points). */
const attentionRank: Partial<Record<SiteAvailabilityLevel, number>> = { down: 0, degraded: 1, degradedAps: 1 };

/** Whether a site's level asks for a manager's attention. */
export function needsAttention(level: SiteAvailabilityLevel): boolean {
  return attentionRank[level] !== undefined;
}

/**
 * The manager's walk-through "needs attention": the sites down or degraded, the most severe
 * first, then the longest so (the oldest `level_since`; a site whose start
 * is unknown after those whose start is known), then by name. A muted site
 * (a silence window on it, docs/alerts.md#silent-mode) is planned works, not an outage: left out.
 */
export function sitesNeedingAttention(statuses: Iterable<SiteStatusOfSite>): SiteStatusOfSite[] {
  const since = (status: SiteStatusOfSite) =>
    status.level_since === null ? Number.POSITIVE_INFINITY : Date.parse(status.level_since);
  return [...statuses]
    .filter((status) => !status.muted && needsAttention(status.available_level))
    .sort(
      (a, b) =>
        (attentionRank[a.available_level] ?? 0) - (attentionRank[b.available_level] ?? 0) ||
        since(a) - since(b) ||
        a.site_name.localeCompare(b.site_name),
    );
}
