import { MonitoringPage } from "../../features/monitoring/components/monitoring-page";
import { useMonitoringLocation } from "./use-monitoring-location";

/** /network/status/monitoring */
export function NetworkMonitoringScreen() {
  const location = useMonitoringLocation();
  return <MonitoringPage location={location} />;
}
