import type { MonitoringLocation } from "@ondine/domain";

/** `?site=ID` or `?organism=ID`, as the monitoring calls take the location. */
export function monitoringLocationQuery(location: MonitoringLocation): { site: number } | { organism: number } {
  return location.type === "site" ? { site: location.id } : { organism: location.id };
}

/** The part of a query key that names the location: one shape, so features reading the same call share its cache. */
export function monitoringLocationKey(location: MonitoringLocation): readonly [string, number] {
  return [location.type, location.id];
}

/** The search proxy's filter for the documents of the location (docs/search.md: located indexes). */
export function locationTermFilter(location: MonitoringLocation): Record<string, unknown> {
  return { term: location.type === "site" ? { site_id: location.id } : { organism_id: location.id } };
}
