import { asc, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { siteStatus } from "../../db/schema";
import { unnestItems } from "../../db/sql-arrays";
import type { ScopedSite } from "../../scope/in-scope";
import { recordSiteLevels, type SiteRefresh } from "./site-level.repository";

export type SiteStatusRow = typeof siteStatus.$inferSelect;

/** The latest reading of a kind for a site in a batch. */
export type LatestReading = { siteId: number; stamp: Date };

/** The readings as a table `reading (site_id, stamp)` to join on, in one parameter per column. */
function readingsTable(latest: readonly LatestReading[]) {
  return sql`${unnestItems(latest, [
    [(reading) => reading.siteId, "integer"],
    [(reading) => reading.stamp, "timestamptz"],
  ])} as reading (site_id, stamp)`;
}

/** The status rows of these sites (a site that never reported has none); one parameter however many sites. */
export function findSiteStatuses(db: Database, sites: readonly ScopedSite[]): Promise<SiteStatusRow[]> {
  return findSiteStatusesOfSites(
    db,
    sites.map((site) => site.id),
  );
}

/**
 * The same rows for sites no account asked for (the availability's
 * evaluation, docs/alerts.md#availability: an ingest's sites, every site).
 */
export async function findSiteStatusesOfSites(db: Database, siteIds: readonly number[]): Promise<SiteStatusRow[]> {
  if (siteIds.length === 0) return [];
  return db
    .select()
    .from(siteStatus)
    .where(sql`${siteStatus.siteId} = any(${sql.param([...siteIds])}::integer[])`)
    .orderBy(asc(siteStatus.siteId));
}

/**
 * Recomputes the line counters of Site status (docs/product.md#monitoring-data) from the site's
 * lines, moves its last full refresh forward (never back), and records when
 * the counters' level changed (recordSiteLevels). The access points are not
 * kept here: every reader counts them live from `equipment` with the
 * domain's rule (access-point-counts.repository.ts). Runs in the caller's
 * transaction (the ingest's batch).
 */
export async function refreshSiteStatus(db: Database, refreshes: readonly SiteRefresh[]): Promise<void> {
  if (refreshes.length === 0) return;
  await db.execute(sql`
    insert into site_status as status (site_id, last_full_refresh, line_ok, line_unreachable, line_inactive,
      line_disconnected, bandwidth_current, bandwidth_max, updated_at)
    select touched.site_id, touched.refreshed_at,
      lines.ok, lines.unreachable, lines.inactive, lines.disconnected,
      lines.bandwidth_current, lines.bandwidth_max, now()
    from ${unnestItems(refreshes, [
      [(refresh) => refresh.siteId, "integer"],
      [(refresh) => refresh.refreshedAt, "timestamptz"],
    ])} as touched (site_id, refreshed_at)
    cross join lateral (
      select count(*) filter (where state = 'ok') as ok,
        count(*) filter (where state = 'unreachable') as unreachable,
        count(*) filter (where state = 'inactive') as inactive,
        count(*) filter (where state = 'disconnected') as disconnected,
        coalesce(sum(bandwidth_current), 0) as bandwidth_current,
        coalesce(sum(bandwidth_max), 0) as bandwidth_max
      from site_lines where site_lines.site_id = touched.site_id
    ) as lines
    on conflict (site_id) do update set
      last_full_refresh = greatest(status.last_full_refresh, excluded.last_full_refresh),
      line_ok = excluded.line_ok,
      line_unreachable = excluded.line_unreachable,
      line_inactive = excluded.line_inactive,
      line_disconnected = excluded.line_disconnected,
      bandwidth_current = excluded.bandwidth_current,
      bandwidth_max = excluded.bandwidth_max,
      updated_at = excluded.updated_at`);
  await recordSiteLevels(db, refreshes);
}

/**
 * Copies each site's latest traffic sample (active users, rx) into its
 * status, unless a later one is there already. Runs after refreshSiteStatus,
 * so every site has its status row.
 */
export async function recordLatestTraffic(db: Database, latest: readonly LatestReading[]): Promise<void> {
  if (latest.length === 0) return;
  await db.execute(sql`
    update site_status set active_users = sample.active_users, traffic_rx = sample.rx, traffic_stamp = sample.stamp
    from ${readingsTable(latest)}
    join traffic_samples as sample on sample.site_id = reading.site_id and sample.stamp = reading.stamp
    where site_status.site_id = reading.site_id
      and (site_status.traffic_stamp is null or site_status.traffic_stamp < reading.stamp)`);
}

/** Copies each site's latest speed test (download) into its status, unless a later one is there already. */
export async function recordLatestSpeedtest(db: Database, latest: readonly LatestReading[]): Promise<void> {
  if (latest.length === 0) return;
  await db.execute(sql`
    update site_status set speedtest_download = test.download, speedtest_stamp = test.stamp
    from ${readingsTable(latest)}
    join speedtests as test on test.site_id = reading.site_id and test.stamp = reading.stamp
    where site_status.site_id = reading.site_id
      and (site_status.speedtest_stamp is null or site_status.speedtest_stamp < reading.stamp)`);
}
