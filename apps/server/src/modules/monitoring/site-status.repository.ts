import { asc, inArray } from "drizzle-orm";
import type { Database } from "../../db";
import { siteStatus } from "../../db/schema";

export type SiteStatusRow = typeof siteStatus.$inferSelect;

/** The status rows of these sites (a site that never reported has none). */
export async function findSiteStatuses(db: Database, siteIds: readonly number[]): Promise<SiteStatusRow[]> {
  if (siteIds.length === 0) return [];
  return db
    .select()
    .from(siteStatus)
    .where(inArray(siteStatus.siteId, [...siteIds]))
    .orderBy(asc(siteStatus.siteId));
}
