import type { MonitoringLocation } from "../monitoring/monitoring-queries";

/** The search proxy's filter for the documents of a location (docs/search.md: located indexes; "site or organism term" (docs/product.md#search)). */
export function locationTermFilter(location: MonitoringLocation): Record<string, unknown> {
  return { term: location.type === "site" ? { site_id: location.id } : { organism_id: location.id } };
}
