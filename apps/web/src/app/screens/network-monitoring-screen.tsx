import { canRunSiteTools, canUseTickets } from "@ondine/domain";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { MonitoringPage } from "../../features/monitoring/components/monitoring-page";
import { SiteToolsPanel } from "../../features/site-tools";
import { useMonitoringLocation } from "./use-monitoring-location";

/** /network/status/monitoring; a site's tools for holders of the speedtest role (docs/site-tools.md#roles). */
export function NetworkMonitoringScreen() {
  const location = useMonitoringLocation();
  const { data: user } = useCurrentUser();
  const siteTools =
    user && canRunSiteTools(user)
      ? (siteId: number) => <SiteToolsPanel key={siteId} siteId={siteId} canOpenTickets={canUseTickets(user)} />
      : undefined;
  return <MonitoringPage location={location} siteTools={siteTools} />;
}

// The route's loader (router/route-prefetches.ts) starts the screen's reads from its chunk.
export { prefetchMonitoring as prefetchScreen } from "../../features/monitoring/api/prefetch-monitoring";
