import { reachedAccessPointStates, uncountedAccessPointStates, unreachedAccessPointStates } from "@ondine/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db";
import type { ScopedSite } from "../../scope/in-scope";

/** A site's access points as every figure counts them (accessPointCount in `packages/domain`). */
export type AccessPointCounts = { reached: number; unreached: number; connectedDevices: number };

const states = (list: readonly string[]) => sql`${sql.param([...list])}::text[]`;

const isSpare = sql`state::text = any(${states(uncountedAccessPointStates)})`;
const isReached = sql`not muted and state::text = any(${states(reachedAccessPointStates)})`;
const isUnreached = sql`not muted and state::text = any(${states(unreachedAccessPointStates)})`;

/**
 * The SQL of the counts over `equipment`, from the domain's lists: reached,
 * unreached and not supervised access points (spare counts nowhere; a muted
 * one, under a silence window, is not supervised whatever its state:
 * docs/alerts.md#silent-mode) and the stations connected to the reached ones.
 */
export const accessPointCountColumns: SQL = sql`
  count(*) filter (where ${isReached}) as reached,
  count(*) filter (where ${isUnreached}) as unreached,
  count(*) filter (where not (${isSpare}) and not (${isReached}) and not (${isUnreached})) as not_supervised,
  coalesce(sum(connected_stations) filter (where ${isReached}), 0) as connected_devices`;

/** Each site's access point counts, read live from its equipment; a site without access points has none. */
export function countAccessPointsBySite(
  db: Database,
  scopedSites: readonly ScopedSite[],
): Promise<Map<number, AccessPointCounts>> {
  return countAccessPointsOfSites(
    db,
    scopedSites.map((site) => site.id),
  );
}

/**
 * The same counts for sites a collector reported (the ingest checked them
 * against the collector's sites, not against an account's scope): what the
 * ingest's level history judges, so it counts as every reader does.
 */
export async function countAccessPointsOfSites(
  db: Database,
  siteIds: readonly number[],
): Promise<Map<number, AccessPointCounts>> {
  if (siteIds.length === 0) return new Map();
  const { rows } = await db.execute<{ site_id: number; reached: number; unreached: number; connected_devices: number }>(
    sql`select site_id, ${accessPointCountColumns}
      from equipment
      where site_id = any(${sql.param([...siteIds])}::integer[]) and category = 'access_point'
      group by site_id`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.site_id),
      {
        reached: Number(row.reached),
        unreached: Number(row.unreached),
        connectedDevices: Number(row.connected_devices),
      },
    ]),
  );
}
