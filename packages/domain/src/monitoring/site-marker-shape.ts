/** Marker shape (docs/product.md#monitoring-maintenance): a plain marker, or one telling of incidents, interventions or both. */
export type SiteMarkerShape = "marker" | "incident" | "intervention" | "both";

/** From the site's open incidents and its interventions under way (counted as the product (docs/product.md#monitoring-maintenance) says). */
export function siteMarkerShape(counts: { openIncidents: number; activeInterventions: number }): SiteMarkerShape {
  const hasIncident = counts.openIncidents > 0;
  const hasIntervention = counts.activeInterventions > 0;
  if (hasIncident && hasIntervention) return "both";
  if (hasIncident) return "incident";
  return hasIntervention ? "intervention" : "marker";
}
