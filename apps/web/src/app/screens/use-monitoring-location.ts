import { useSearch } from "@tanstack/react-router";
import { type MonitoringLocation, monitoringLocationOf } from "../../features/monitoring/monitoring-location";

/** The location the address selects (`location_site`, else `location_organism`), for the network-status screens. */
export function useMonitoringLocation(): MonitoringLocation | null {
  const search = useSearch({ from: "__root__" });
  return monitoringLocationOf(search);
}
