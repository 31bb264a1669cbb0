import { asc, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { siteStatus } from "../../db/schema";
import type { ScopedSite } from "../../scope/in-scope";

export type SiteStatusRow = typeof siteStatus.$inferSelect;

/** The status rows of these sites (a site that never reported has none); one parameter however many sites. */
export async function findSiteStatuses(db: Database, sites: readonly ScopedSite[]): Promise<SiteStatusRow[]> {
  if (sites.length === 0) return [];
  return db
    .select()
    .from(siteStatus)
    .where(sql`${siteStatus.siteId} = any(${sql.param(sites.map((site) => site.id))}::integer[])`)
    .orderBy(asc(siteStatus.siteId));
}
