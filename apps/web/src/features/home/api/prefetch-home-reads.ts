import type { Actor } from "@ondine/domain";
import type { QueryClient } from "@tanstack/react-query";
import { monitoringCountersQueryOptions } from "../../../api/get-monitoring-counters";
import { siteStatusQueryOptions } from "../../../api/get-site-status";
import { homeMonitoringReadsOf } from "../home-reads";
import type { HomeScope } from "../home-scope";

/**
 * The home's statuses and counters for a scope, started by the route's loader
 * (app/screens/home-screen.tsx) under the keys the page reads them by, so they
 * come while the page loads rather than once the sites are drawn (docs/performance.md
 * "Home map"). The page still takes them in only after its first draw.
 */
export function prefetchHomeReads(queryClient: QueryClient, user: Actor, scope: HomeScope): void {
  const reads = homeMonitoringReadsOf(user, scope);
  // A failure is the page's to show: its own read asks again.
  if (reads.status) void queryClient.prefetchQuery(siteStatusQueryOptions(reads.status));
  if (reads.counters) void queryClient.prefetchQuery(monitoringCountersQueryOptions(reads.counters));
}
