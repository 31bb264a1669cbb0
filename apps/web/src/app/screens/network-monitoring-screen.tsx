import { MonitoringPage } from "../../features/monitoring/components/monitoring-page";
import { useMonitoringLocation } from "./use-monitoring-location";

/** /network/status/monitoring */
export function NetworkMonitoringScreen() {
  const location = useMonitoringLocation();
  return <MonitoringPage location={location} />;
}

// The route's loader (router/route-prefetches.ts) starts the screen's reads from its chunk.
export { prefetchMonitoring as prefetchScreen } from "../../features/monitoring/api/prefetch-monitoring";
