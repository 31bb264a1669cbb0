import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { organisms, sites } from "../../db/schema";
import type { Scope } from "../../scope/scope";
import { siteInScope } from "../../scope/scope-conditions";

/** A site with its name and its organism's, as lists and mails name it. */
export type SiteWithOrganism = { siteId: number; siteName: string; organismId: number; organismName: string };

const siteWithOrganismColumns = {
  siteId: sites.id,
  siteName: sites.name,
  organismId: organisms.id,
  organismName: organisms.name,
};

/**
 * These sites with their organisms, by site id, in one query whatever their
 * number: for the ids read from rows the caller was found to read (the
 * alerts' sweep, which has no caller, and the sites of a scoped list).
 */
export async function findSitesWithOrganisms(
  db: Database,
  siteIds: readonly number[],
): Promise<ReadonlyMap<number, SiteWithOrganism>> {
  if (siteIds.length === 0) return new Map();
  const rows = await db
    .select(siteWithOrganismColumns)
    .from(sites)
    .innerJoin(organisms, eq(organisms.id, sites.organismId))
    .where(sql`${sites.id} = any(${sql.param([...siteIds])}::integer[])`);
  return new Map(rows.map((row) => [row.siteId, row]));
}

/** Every site of the scope, by organism name, then site name. */
export function findSitesOfScope(db: Database, scope: Scope): Promise<SiteWithOrganism[]> {
  return db
    .select(siteWithOrganismColumns)
    .from(sites)
    .innerJoin(organisms, eq(organisms.id, sites.organismId))
    .where(siteInScope(scope, sites.id))
    .orderBy(asc(organisms.name), asc(organisms.id), asc(sites.name), asc(sites.id));
}
