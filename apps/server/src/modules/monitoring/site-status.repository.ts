import { asc, inArray } from "drizzle-orm";
import type { Database } from "../../db";
import { siteStatus } from "../../db/schema";
import type { ScopedSite } from "../../scope/in-scope";

export type SiteStatusRow = typeof siteStatus.$inferSelect;

/** The status rows of these sites (a site that never reported has none). */
export async function findSiteStatuses(db: Database, sites: readonly ScopedSite[]): Promise<SiteStatusRow[]> {
  if (sites.length === 0) return [];
  return db
    .select()
    .from(siteStatus)
    .where(
      inArray(
        siteStatus.siteId,
        sites.map((site) => site.id),
      ),
    )
    .orderBy(asc(siteStatus.siteId));
}
