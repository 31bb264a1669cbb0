import type { MonitoringLocation } from "@ondine/domain";

export type { MonitoringLocation };

/** The selection as the address keeps it (SPEC §2 "Routing rules"). */
export interface LocationSearch {
  location_site?: number;
  location_organism?: number;
}

/**
 * The location a network-status screen shows: the selected site, else the
 * selected organism (SPEC §3 "Selected location": selected is the site else
 * the organism).
 */
export function monitoringLocationOf(search: LocationSearch): MonitoringLocation | null {
  if (search.location_site !== undefined) return { type: "site", id: search.location_site };
  if (search.location_organism !== undefined) return { type: "organism", id: search.location_organism };
  return null;
}

/** `?site=ID` or `?organism=ID`, as the monitoring calls take the location. */
export function monitoringLocationQuery(location: MonitoringLocation): { site: number } | { organism: number } {
  return location.type === "site" ? { site: location.id } : { organism: location.id };
}

/** The part of a query key that names the location. */
export function monitoringLocationKey(location: MonitoringLocation): readonly [string, number] {
  return [location.type, location.id];
}

/** The search proxy's filter for the documents of the location (docs/search.md: located indexes). */
export function locationTermFilter(location: MonitoringLocation): Record<string, unknown> {
  return { term: location.type === "site" ? { site_id: location.id } : { organism_id: location.id } };
}
