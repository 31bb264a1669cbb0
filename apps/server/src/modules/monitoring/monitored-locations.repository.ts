import { monitoredSiteState } from "@ondine/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { organisms, sites } from "../../db/schema";
import { type InScope, markInScope } from "../../scope/in-scope";
import type { Scope } from "../../scope/scope";
import { organismInScope, siteInScope } from "../../scope/scope-conditions";

/** A site found in the caller's scope, with its name. */
export type MonitoredSiteRow = InScope<"site", { id: number; name: string }>;

/** An organism the caller's scope holds as a whole, with its name. */
export type MonitoredOrganismRow = InScope<"organism", { id: number; name: string }>;

/** The site, when it exists within the scope. */
export async function findSiteInScope(
  db: Database,
  scope: Scope,
  siteId: number,
): Promise<MonitoredSiteRow | undefined> {
  const [row] = await db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(and(eq(sites.id, siteId), siteInScope(scope, sites.id)));
  return row && markInScope("site", row);
}

/** The organism, when it exists and the scope holds it as a whole. */
export async function findOrganismInScope(
  db: Database,
  scope: Scope,
  organismId: number,
): Promise<MonitoredOrganismRow | undefined> {
  const [row] = await db
    .select({ id: organisms.id, name: organisms.name })
    .from(organisms)
    .where(and(eq(organisms.id, organismId), organismInScope(scope, organisms.id)));
  return row && markInScope("organism", row);
}

/** An organism's monitored sites (those in production), by name: in scope, as the organism is as a whole. */
export async function findMonitoredSitesOfOrganism(
  db: Database,
  organism: InScope<"organism", { id: number }>,
): Promise<MonitoredSiteRow[]> {
  const rows = await db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(and(eq(sites.organismId, organism.id), eq(sites.state, monitoredSiteState)))
    .orderBy(asc(sites.name), asc(sites.id));
  return rows.map((row) => markInScope("site", row));
}

/**
 * Every monitored site (in production) of the caller's scope, by name: the
 * home over every location. An admin's: every site in production.
 */
export async function findMonitoredSitesInScope(db: Database, scope: Scope): Promise<MonitoredSiteRow[]> {
  const rows = await db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(and(siteInScope(scope, sites.id), eq(sites.state, monitoredSiteState)))
    .orderBy(asc(sites.name), asc(sites.id));
  return rows.map((row) => markInScope("site", row));
}

/** Those of these sites that exist within the scope, whatever their state: one query however many. */
export async function findSitesInScopeByIds(
  db: Database,
  scope: Scope,
  siteIds: readonly number[],
): Promise<MonitoredSiteRow[]> {
  if (siteIds.length === 0) return [];
  const rows = await db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(and(sql`${sites.id} = any(${sql.param([...siteIds])}::integer[])`, siteInScope(scope, sites.id)));
  return rows.map((row) => markInScope("site", row));
}
