import { EventsPage } from "../../features/monitoring/components/events-page";
import { useMonitoringLocation } from "./use-monitoring-location";

/** /network/status/events */
export function NetworkEventsScreen() {
  const location = useMonitoringLocation();
  // A new location is a new screen: its filters and page start again.
  return <EventsPage key={location ? `${location.type}-${location.id}` : "none"} location={location} />;
}
