import { monitoredSiteState } from "@ondine/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db";
import { organisms, sites } from "../../db/schema";
import type { Scope } from "../../scope/scope";
import { organismInScope, siteInScope } from "../../scope/scope-conditions";

export type MonitoredSiteRow = { id: number; name: string };

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
  return row;
}

/** The organism, when it exists and the scope holds it as a whole. */
export async function findOrganismInScope(
  db: Database,
  scope: Scope,
  organismId: number,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: organisms.id, name: organisms.name })
    .from(organisms)
    .where(and(eq(organisms.id, organismId), organismInScope(scope, organisms.id)));
  return row;
}

/** An organism's monitored sites (those in production), by name. */
export async function findMonitoredSitesOfOrganism(db: Database, organismId: number): Promise<MonitoredSiteRow[]> {
  return db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(and(eq(sites.organismId, organismId), eq(sites.state, monitoredSiteState)))
    .orderBy(asc(sites.name), asc(sites.id));
}
