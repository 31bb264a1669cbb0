import { monitoredSiteState } from "@ondine/domain";
import { type SQL, sql } from "drizzle-orm";

/** Whose time series a read sums: one site, or an organism's sites in production. */
export type SeriesTarget = { siteId: number } | { organismId: number };

/**
 * The condition on a series' `site_id` column. An organism's sites become
 * an array in the index condition (`= any(array(select ...))`, one
 * statement), so PostgreSQL reads each site's (site_id, stamp or bucket)
 * primary key range through one bitmap index scan, rather than scanning the
 * whole table and hash-joining, which it picks for `in (select ...)`
 * (docs/monitoring.md "Resolutions").
 */
export function seriesOfTarget(target: SeriesTarget, siteIdColumn: SQL): SQL {
  if ("siteId" in target) return sql`${siteIdColumn} = ${target.siteId}`;
  return sql`${siteIdColumn} = any(array(
    select monitored.id from sites as monitored
    where monitored.organism_id = ${target.organismId} and monitored.state = ${monitoredSiteState}))`;
}

/** Both engines read instants sent as ISO text the same way. */
export function instant(value: Date): SQL {
  return sql`${value.toISOString()}::timestamptz`;
}

/** The series a located read sums: the site's, or the organism's sites in production. */
export function seriesTargetOf(location: { type: "site" | "organism"; id: number }): SeriesTarget {
  return location.type === "site" ? { siteId: location.id } : { organismId: location.id };
}
