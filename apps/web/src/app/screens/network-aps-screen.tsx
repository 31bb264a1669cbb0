import { AccessPointsPage } from "../../features/monitoring/components/access-points-page";
import { useMonitoringLocation } from "./use-monitoring-location";

/** /network/status/aps */
export function NetworkApsScreen() {
  const location = useMonitoringLocation();
  return <AccessPointsPage location={location} />;
}
