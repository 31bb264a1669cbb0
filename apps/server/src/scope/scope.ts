import type { LocationType } from "@ondine/domain";

/**
 * What tenant data a request may touch (docs/decisions.md#tenancy): everything for
 * an admin; otherwise the organisms assigned to the actor and the sites
 * assigned or belonging to one of those organisms. Computed once per request
 * (`request.scope`); every repository query of tenant data takes it.
 */
export type Scope =
  | { readonly kind: "unscoped" }
  | {
      readonly kind: "assigned";
      /** Organisms assigned as a whole. */
      readonly organismIds: readonly number[];
      /** Sites assigned one by one, and every site of an assigned organism. */
      readonly siteIds: readonly number[];
    };

/** An admin's scope: every location. */
export const unscoped: Scope = { kind: "unscoped" };

/** Nothing at all: an anonymous request, or an account without locations. */
export const emptyScope: Scope = { kind: "assigned", organismIds: [], siteIds: [] };

export function assignedScope(organismIds: Iterable<number>, siteIds: Iterable<number>): Scope {
  const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);
  return { kind: "assigned", organismIds: sorted(organismIds), siteIds: sorted(siteIds) };
}

/** The site ids a scope holds, or "all" for an admin's (never read "all" as a list). */
export function siteIdsInScope(scope: Scope): readonly number[] | "all" {
  return scope.kind === "unscoped" ? "all" : scope.siteIds;
}

/** The organisms assigned as a whole, or "all" for an admin's. */
export function organismIdsInScope(scope: Scope): readonly number[] | "all" {
  return scope.kind === "unscoped" ? "all" : scope.organismIds;
}

export function isSiteInScope(scope: Scope, siteId: number): boolean {
  return scope.kind === "unscoped" || scope.siteIds.includes(siteId);
}

/** An organism as a whole: assigned itself (holding one of its sites is not enough). */
export function isOrganismInScope(scope: Scope, organismId: number): boolean {
  return scope.kind === "unscoped" || scope.organismIds.includes(organismId);
}

export function isLocationInScope(scope: Scope, location: { type: LocationType; id: number }): boolean {
  return location.type === "Organism" ? isOrganismInScope(scope, location.id) : isSiteInScope(scope, location.id);
}
