import { asc, gt } from "drizzle-orm";
import type { Database } from "../../db";
import { sites } from "../../db/schema";

/**
 * A page of every site's id, in id order after `afterSiteId`: for the work
 * that runs over all sites whatever any account's scope (the availability's
 * periodic check, docs/alerts.md#availability).
 */
export async function findSiteIdsAfter(db: Database, afterSiteId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: sites.id })
    .from(sites)
    .where(gt(sites.id, afterSiteId))
    .orderBy(asc(sites.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
