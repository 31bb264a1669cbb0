import type { Database } from "../../db";
import { countAccessPointsOfSites } from "./access-point-counts.repository";
import { findSiteStatusesOfSites } from "./site-status.repository";
import { type SiteStatusValues, siteStatusValues } from "./site-status-values";

/**
 * Each of these sites' status as of `now`, by id, with the values every
 * reader shows (siteStatusValues: the level, its reason and start, muted),
 * for the availability's evaluation (docs/alerts.md#availability), which
 * judges sites no account asked for. A site without a status row never
 * reported: notReferenced. Two queries however many sites.
 */
export async function readSiteStatusValues(
  db: Database,
  siteIds: readonly number[],
  now: Date,
): Promise<Map<number, SiteStatusValues>> {
  if (siteIds.length === 0) return new Map();
  const [rows, accessPoints] = await Promise.all([
    findSiteStatusesOfSites(db, siteIds),
    countAccessPointsOfSites(db, siteIds),
  ]);
  const rowOf = new Map(rows.map((row) => [row.siteId, row]));
  return new Map(siteIds.map((id) => [id, siteStatusValues(rowOf.get(id), accessPoints.get(id), now)]));
}
