import { CalloutsPage } from "../../features/monitoring/components/callouts-page";
import { useMonitoringLocation, useSelectedLocationName } from "./use-monitoring-location";

/** /network/status/callouts */
export function NetworkCalloutsScreen() {
  const location = useMonitoringLocation();
  const locationName = useSelectedLocationName();
  // A new location is a new screen: its filters and page start again.
  return (
    <CalloutsPage
      key={location ? `${location.type}-${location.id}` : "none"}
      location={location}
      locationName={locationName}
    />
  );
}
