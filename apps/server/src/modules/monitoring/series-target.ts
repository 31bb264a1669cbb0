import { monitoredSiteState } from "@ondine/domain";
import { type SQL, sql } from "drizzle-orm";
import type { ScopedOrganism, ScopedSite } from "../../scope/in-scope";

/** Whose time series a read sums, found in scope: one site, or an organism's sites in production. */
export type SeriesTarget = { site: ScopedSite } | { organism: ScopedOrganism };

/**
 * The condition on a series' `site_id` column. An organism's sites become
 * an array in the index condition (`= any(array(select ...))`, one
 * statement), so PostgreSQL reads each site's (site_id, stamp or bucket)
 * primary key range through one bitmap index scan, rather than scanning the
 * whole table and hash-joining, which it picks for `in (select ...)`
 * (docs/monitoring.md "Resolutions").
 */
export function seriesOfTarget(target: SeriesTarget, siteIdColumn: SQL): SQL {
  if ("site" in target) return sql`${siteIdColumn} = ${target.site.id}`;
  return sql`${siteIdColumn} = any(array(
    select monitored.id from sites as monitored
    where monitored.organism_id = ${target.organism.id} and monitored.state = ${monitoredSiteState}))`;
}

/** Both engines read instants sent as ISO text the same way. */
export function instant(value: Date): SQL {
  return sql`${value.toISOString()}::timestamptz`;
}
