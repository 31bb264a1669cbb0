import type { MonitoringLocation } from "@ondine/domain";

export type { MonitoringLocation };

/** The selection as the address keeps it (docs/product.md#monitoring-screens). */
export interface LocationSearch {
  location_site?: number;
  location_organism?: number;
}

/**
 * The location a network-status screen shows: the selected site, else the
 * selected organism (docs/product.md#locations-model: selected is the site else
 * the organism).
 */
export function monitoringLocationOf(search: LocationSearch): MonitoringLocation | null {
  if (search.location_site !== undefined) return { type: "site", id: search.location_site };
  if (search.location_organism !== undefined) return { type: "organism", id: search.location_organism };
  return null;
}
