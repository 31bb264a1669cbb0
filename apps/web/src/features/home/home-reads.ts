import { type Actor, canSeeMarkerDetails, canSeeQuickOverview } from "@ondine/domain";
import type { MonitoringScope } from "../../api/monitoring-location-query";
import { type HomeScope, monitoringScopeOf } from "./home-scope";

/** What the home reads of the monitoring for a scope; null, what it does not read. */
export interface HomeMonitoringReads {
  /** The statuses: each site's for the markers, or the selected site's for its alert. */
  status: MonitoringScope | null;
  /** The counters, for the cards. */
  counters: MonitoringScope | null;
}

/**
 * docs/product.md#accounts-permissions: the markers' details need network status.monitoring, the
 * cards and a site's alert status.home; a read the roles do not show is never made. One rule for
 * the page (home-page.tsx) and the route's loader (api/prefetch-home-reads.ts), so they read the same.
 */
export function homeMonitoringReadsOf(user: Actor, scope: HomeScope): HomeMonitoringReads {
  const showsDetails = canSeeMarkerDetails(user);
  const showsOverview = canSeeQuickOverview(user);
  const target = monitoringScopeOf(scope);
  return {
    status: showsDetails || (showsOverview && scope.kind === "site") ? target : null,
    counters: showsOverview ? target : null,
  };
}
