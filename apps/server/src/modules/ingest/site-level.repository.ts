import { countersAvailabilityLevel } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { siteStatus } from "../../db/schema";
import type { SiteRefresh } from "./site-status.repository";
import { unnestItems } from "./sql-arrays";

/**
 * Issue 39 "outages with a time": records the level of each touched site's
 * recomputed counters (countersAvailabilityLevel, no staleness) and, when it
 * changed, the report stamp it changed at (level_since); an unchanged level
 * keeps its start. A row whose level was never recorded keeps the start it
 * has (the migration's backfill). Runs after the counters are recomputed, in
 * the ingest's transaction.
 */
export async function recordSiteLevels(db: Database, refreshes: readonly SiteRefresh[]): Promise<void> {
  if (refreshes.length === 0) return;
  const rows = await db
    .select()
    .from(siteStatus)
    .where(sql`${siteStatus.siteId} = any(${sql.param(refreshes.map((refresh) => refresh.siteId))}::integer[])`);
  const stampOf = new Map(refreshes.map((refresh) => [refresh.siteId, refresh.refreshedAt]));
  const changes = rows.flatMap((row) => {
    const level = countersAvailabilityLevel(row);
    if (level === row.level) return [];
    const stamp = stampOf.get(row.siteId) ?? row.lastFullRefresh;
    const since = row.level === null ? (row.levelSince ?? stamp) : stamp;
    return [{ siteId: row.siteId, level, since }];
  });
  if (changes.length === 0) return;
  await db.execute(sql`
    update site_status set level = changed.level, level_since = changed.since
    from ${unnestItems(changes, [
      [(change) => change.siteId, "integer"],
      [(change) => change.level, "text"],
      [(change) => change.since, "timestamptz"],
    ])} as changed (site_id, level, since)
    where site_status.site_id = changed.site_id`);
}
