import { EventsPage } from "../../features/monitoring/components/events-page";
import { useMonitoringLocation, useSelectedLocationName } from "./use-monitoring-location";

/** /network/status/events */
export function NetworkEventsScreen() {
  const location = useMonitoringLocation();
  const locationName = useSelectedLocationName();
  // A new location is a new screen: its filters and page start again.
  return (
    <EventsPage
      key={location ? `${location.type}-${location.id}` : "none"}
      location={location}
      locationName={locationName}
    />
  );
}
