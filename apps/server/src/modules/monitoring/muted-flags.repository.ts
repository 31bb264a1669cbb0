import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { sqlArray } from "../../db/sql-arrays";
import { recordSiteLevels } from "./site-level.repository";

// The muted flags the silence windows set (docs/alerts.md#silent-mode "While a window is on"): the equipment
// a window covers counts in no figure and is drawn muted; a window on the whole site mutes the site. The
// equipment's own state is kept, so the window's end shows it again. Each returns the sites whose flags changed,
// whose availability the caller evaluates again in its transaction.

/**
 * Mutes exactly `mutedEquipmentIds` among the equipment of these sites and
 * unmutes the rest of it; an id of another site is ignored. With `now`, the
 * changed sites' counters level is recorded again as of `now` (a muted
 * access point leaves the counts, so the level may change then, not at
 * the next report).
 */
export async function setEquipmentMuted(
  db: Database,
  siteIds: readonly number[],
  mutedEquipmentIds: ReadonlySet<number> | readonly number[],
  now?: Date,
): Promise<{ changedSiteIds: number[] }> {
  if (siteIds.length === 0) return { changedSiteIds: [] };
  const muted = sqlArray([...mutedEquipmentIds], "integer");
  const { rows } = await db.execute<{ site_id: number }>(sql`
    with changed as (
      update equipment set muted = (id = any(${muted})), updated_at = now()
      where site_id = any(${sqlArray(siteIds, "integer")}) and muted <> (id = any(${muted}))
      returning site_id
    )
    select distinct site_id from changed order by site_id`);
  const changedSiteIds = rows.map((row) => Number(row.site_id));
  if (now)
    await recordSiteLevels(
      db,
      changedSiteIds.map((siteId) => ({ siteId, refreshedAt: now })),
    );
  return { changedSiteIds };
}

/**
 * Mutes exactly `mutedSiteIds` among these sites and unmutes the others
 * (`site_status.muted`); a muted site that never reported gets its status
 * row, with nothing else in it.
 */
export async function setSitesMuted(
  db: Database,
  siteIds: readonly number[],
  mutedSiteIds: readonly number[],
): Promise<{ changedSiteIds: number[] }> {
  if (siteIds.length === 0) return { changedSiteIds: [] };
  // Each site once: an upsert may not touch a row twice.
  const sites = sqlArray([...new Set(siteIds)], "integer");
  const muted = sqlArray(mutedSiteIds, "integer");
  const { rows } = await db.execute<{ site_id: number }>(sql`
    insert into site_status as status (site_id, muted, updated_at)
    select site.id, site.id = any(${muted}), now()
    from unnest(${sites}) as site (id)
    where site.id = any(${muted}) or exists (select from site_status where site_status.site_id = site.id)
    on conflict (site_id) do update set muted = excluded.muted, updated_at = excluded.updated_at
      where status.muted <> excluded.muted
    returning site_id`);
  return { changedSiteIds: rows.map((row) => Number(row.site_id)).sort((a, b) => a - b) };
}

/** The sites with a muted flag set now, on the site or on a piece of its equipment, by id. */
export async function findSitesWithMutedFlags(db: Database): Promise<number[]> {
  const { rows } = await db.execute<{ site_id: number }>(sql`
    select site_id from site_status where muted
    union
    select distinct site_id from equipment where muted
    order by site_id`);
  return rows.map((row) => Number(row.site_id));
}
