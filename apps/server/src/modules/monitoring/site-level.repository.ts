import { countersAvailabilityLevel } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { siteStatus } from "../../db/schema";
import { unnestItems } from "../../db/sql-arrays";
import { countAccessPointsOfSites } from "./access-point-counts.repository";

/** A site an ingest touched, with the latest stamp of its equipment and line reports (null: none in the batch). */
export type SiteRefresh = { siteId: number; refreshedAt: Date | null };

/**
 * The manager's walk-through "outages with a time": records the level of each touched site's
 * recomputed counters (countersAvailabilityLevel, no staleness) and, when it
 * changed, the report stamp it changed at (level_since); an unchanged level
 * keeps its start. The lines come from the status row just recomputed, the
 * access points are counted live as every reader counts them
 * (countAccessPointsOfSites), so the level recorded is the level shown. A
 * row whose level was never recorded keeps the start it has (the
 * migration's backfill). Runs after the counters are recomputed, in the
 * ingest's transaction.
 */
export async function recordSiteLevels(db: Database, refreshes: readonly SiteRefresh[]): Promise<void> {
  if (refreshes.length === 0) return;
  const siteIds = refreshes.map((refresh) => refresh.siteId);
  const rows = await db
    .select()
    .from(siteStatus)
    .where(sql`${siteStatus.siteId} = any(${sql.param(siteIds)}::integer[])`);
  const accessPoints = await countAccessPointsOfSites(db, siteIds);
  const stampOf = new Map(refreshes.map((refresh) => [refresh.siteId, refresh.refreshedAt]));
  const changes = rows.flatMap((row) => {
    const counted = accessPoints.get(row.siteId);
    const level = countersAvailabilityLevel({
      ...row,
      accessPointOk: counted?.reached ?? 0,
      accessPointUnreachable: counted?.unreached ?? 0,
    });
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
