import type { MonitoringLocation, SelectedLocation } from "@ondine/domain";

/** What the home shows: every location of the caller, an organism's sites, or a site's buildings. */
export type HomeScope =
  | { kind: "all" }
  | { kind: "organism"; organismId: number }
  | { kind: "site"; siteId: number; organismId: number };

export function homeScopeOf(location: SelectedLocation | null): HomeScope {
  if (location === null) return { kind: "all" };
  if (location.site) return { kind: "site", siteId: location.site.id, organismId: location.organism.id };
  return { kind: "organism", organismId: location.organism.id };
}

/** The location of a monitoring read (the search proxy's, the ticket KPIs'); null for "all". */
export function monitoringLocationOfScope(scope: HomeScope): MonitoringLocation | null {
  if (scope.kind === "site") return { type: "site", id: scope.siteId };
  if (scope.kind === "organism") return { type: "organism", id: scope.organismId };
  return null;
}

/** What the status and counters read: the location, or "all" (one read for every site of the caller). */
export function monitoringScopeOf(scope: HomeScope): MonitoringLocation | "all" {
  return monitoringLocationOfScope(scope) ?? "all";
}
