import type { LocationType } from "@ondine/domain";

/** Type-only: no value carries it at run time, so only a cast can add it, and only `markInScope` casts. */
declare const checkedInScope: unique symbol;

/** What a scoped lookup vouches for; the kind keeps an organism's id from passing for a site's. */
export type ScopedKind = "site" | "organism" | "location" | "account" | "coupon-location" | "coupon" | "floor";

/**
 * A site, organism, location, account or code that a scoped lookup found in the
 * caller's `Scope` (docs/decisions.md#tenancy). Repositories of tenant data take
 * the scope itself or an `InScope` value, so a bare id or `{type, id}` from a
 * request cannot reach a query: TypeScript refuses it.
 */
export type InScope<Kind extends ScopedKind, T> = T & { readonly [checkedInScope]: Kind };

/** A site a scoped lookup found in scope: what per-site repositories take. */
export type ScopedSite = InScope<"site", { readonly id: number }>;

/** A floor of a site in scope (the live maps work maps: its plan, the equipment placed on it). */
export type ScopedFloor = InScope<"floor", { readonly id: number; readonly uuid: string; readonly siteId: number }>;

/** An organism the scope holds as a whole (holding one of its sites is not enough). */
export type ScopedOrganism = InScope<"organism", { readonly id: number }>;

/** An organism (held as a whole) or a site, as accounts, ads and coupons point at one. */
export type ScopedLocation = InScope<"location", { readonly type: LocationType; readonly id: number }>;

/** An account in the viewer's reach (`userVisibleTo`), or one this request created or acts as. */
export type ScopedAccount = InScope<"account", { readonly id: number }>;

/**
 * For scoped lookups only: the query that read `value` applied the scope, or
 * `value` comes from one that did. `in-scope.test.ts` lists the files allowed
 * to call it, so a new caller is a reviewed change.
 */
export function markInScope<Kind extends ScopedKind, T>(_kind: Kind, value: T): InScope<Kind, T> {
  return value as InScope<Kind, T>;
}
