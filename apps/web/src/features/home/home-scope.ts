import type { SelectedLocation } from "@ondine/domain";

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

/** The `?site=` or `?organism=` of a monitoring read; null for "all", which no single read covers. */
export function monitoringQueryOf(scope: HomeScope): { site: number } | { organism: number } | null {
  if (scope.kind === "site") return { site: scope.siteId };
  if (scope.kind === "organism") return { organism: scope.organismId };
  return null;
}
