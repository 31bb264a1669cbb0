import type { LocationOptionsQuery, LocationState, LocationType } from "@ondine/domain";
import { and, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "../../db";
import { containsPattern } from "../../db/like-pattern";
import { organisms, sites } from "../../db/schema";
import { markInScope, type ScopedLocation } from "../../scope/in-scope";
import type { Scope } from "../../scope/scope";
import { organismInScope, siteInScope } from "../../scope/scope-conditions";

export type LocationOptionRow = {
  id: number;
  type: LocationType;
  name: string;
  /** The name in lower case, to sort by. */
  sortName: string;
  organismId: number;
  organismName: string;
  state: LocationState | null;
};

function organismOptions(db: Database, scope: Scope, search: string | undefined) {
  return db
    .select({
      id: organisms.id,
      type: sql<LocationType>`'Organism'`.as("type"),
      name: organisms.name,
      sortName: sql<string>`lower(${organisms.name})`.as("sort_name"),
      organismId: sql<number>`${organisms.id}`.as("organism_id"),
      organismName: sql<string>`${organisms.name}`.as("organism_name"),
      state: sql<LocationState | null>`null::text`.as("state"),
    })
    .from(organisms)
    .where(
      and(organismInScope(scope, organisms.id), search ? ilike(organisms.name, containsPattern(search)) : undefined),
    );
}

function siteOptions(db: Database, scope: Scope, query: LocationOptionsQuery) {
  const conditions: (SQL | undefined)[] = [
    siteInScope(scope, sites.id),
    query.search ? ilike(sites.name, containsPattern(query.search)) : undefined,
    query.state ? inArray(sites.state, query.state) : undefined,
  ];
  return db
    .select({
      id: sites.id,
      type: sql<LocationType>`'Site'`.as("type"),
      name: sites.name,
      sortName: sql<string>`lower(${sites.name})`.as("sort_name"),
      organismId: sites.organismId,
      organismName: sql<string>`${organisms.name}`.as("organism_name"),
      state: sql<LocationState | null>`${sites.state}`.as("state"),
    })
    .from(sites)
    .innerJoin(organisms, eq(organisms.id, sites.organismId))
    .where(and(...conditions));
}

/**
 * Organisms and sites of the scope whose name contains the search, by name
 * (organisms first on a tie). `state` filters sites only: organisms have none.
 */
export async function findLocationOptions(
  db: Database,
  scope: Scope,
  query: LocationOptionsQuery,
): Promise<LocationOptionRow[]> {
  // Output column names: a UNION's ORDER BY takes nothing else.
  const order = [sql`"sort_name"`, sql`"type"`, sql`"id"`];
  if (query.type === "Organism") {
    return organismOptions(db, scope, query.search)
      .orderBy(...order)
      .limit(query.limit);
  }
  if (query.type === "Site") {
    return siteOptions(db, scope, query)
      .orderBy(...order)
      .limit(query.limit);
  }
  return unionAll(organismOptions(db, scope, query.search), siteOptions(db, scope, query))
    .orderBy(...order)
    .limit(query.limit);
}

/** Those of these organisms and sites that exist within the scope (an organism only when held as a whole). */
export async function findLocationsInScope(
  db: Database,
  scope: Scope,
  locations: readonly { type: LocationType; id: number }[],
): Promise<ScopedLocation[]> {
  const idsOf = (type: LocationType) => locations.filter((location) => location.type === type).map((l) => l.id);
  const ids = { organismIds: idsOf("Organism"), siteIds: idsOf("Site") };
  const [organismRows, siteRows] = await Promise.all([
    ids.organismIds.length === 0
      ? []
      : db
          .select({ id: organisms.id })
          .from(organisms)
          .where(and(inArray(organisms.id, [...ids.organismIds]), organismInScope(scope, organisms.id))),
    ids.siteIds.length === 0
      ? []
      : db
          .select({ id: sites.id })
          .from(sites)
          .where(and(inArray(sites.id, [...ids.siteIds]), siteInScope(scope, sites.id))),
  ]);
  return [
    ...organismRows.map((row) => markInScope("location", { type: "Organism" as const, id: row.id })),
    ...siteRows.map((row) => markInScope("location", { type: "Site" as const, id: row.id })),
  ];
}

/** Where a location found in the caller's scope stands: its organism, and the site when it is one; undefined when gone. */
export async function findOrganismAndSite(
  db: Database,
  location: ScopedLocation,
): Promise<{ organismId: number; siteId: number | null } | undefined> {
  if (location.type === "Organism") {
    const [row] = await db.select({ id: organisms.id }).from(organisms).where(eq(organisms.id, location.id));
    return row && { organismId: row.id, siteId: null };
  }
  const [row] = await db
    .select({ id: sites.id, organismId: sites.organismId })
    .from(sites)
    .where(eq(sites.id, location.id));
  return row && { organismId: row.organismId, siteId: row.id };
}
