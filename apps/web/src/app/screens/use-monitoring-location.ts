import { useSearch } from "@tanstack/react-router";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { useLocationSelection } from "../../features/locations/use-location-selection";
import { type MonitoringLocation, monitoringLocationOf } from "../../features/monitoring/monitoring-location";

/** The location the address selects (`location_site`, else `location_organism`), for the network-status screens. */
export function useMonitoringLocation(): MonitoringLocation | null {
  const search = useSearch({ from: "__root__" });
  return monitoringLocationOf(search);
}

/** The selected location's name (the site, else the organism), once the caller's locations are read. */
export function useSelectedLocationName(): string | undefined {
  const { data: user } = useCurrentUser();
  const { state } = useLocationSelection(user?.id);
  return state.status === "received" ? state.location?.selected.name : undefined;
}
