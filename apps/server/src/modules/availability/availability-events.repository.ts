import type { AvailabilityChangeEvent, SiteAvailabilityLevel, SiteAvailabilityReason } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { sqlArray, unnestItems } from "../../db/sql-arrays";

/** A recorded change of a site's level or silence (`site_availability_events`, docs/alerts.md#availability). */
export type AvailabilityEvent = AvailabilityChangeEvent & { id: number; siteId: number };

type EventRow = {
  id: number | string;
  site_id: number;
  level: SiteAvailabilityLevel;
  reason: SiteAvailabilityReason | null;
  muted: boolean;
  at: Date | string;
};

const eventOf = (row: EventRow): AvailabilityEvent => ({
  id: Number(row.id),
  siteId: Number(row.site_id),
  level: row.level,
  reason: row.reason,
  muted: row.muted,
  at: new Date(row.at),
});

/** Records these changes, one row each, in the caller's transaction (the one that writes the sites' records). */
export async function insertAvailabilityEvents(
  db: Database,
  events: readonly (AvailabilityChangeEvent & { siteId: number })[],
): Promise<void> {
  if (events.length === 0) return;
  await db.execute(sql`
    insert into site_availability_events (site_id, level, reason, muted, at)
    select * from ${unnestItems(events, [
      [(event) => event.siteId, "integer"],
      [(event) => event.level, "text"],
      [(event) => event.reason, "text"],
      [(event) => event.muted, "boolean"],
      [(event) => event.at, "timestamptz"],
    ])}`);
}

/** When each of these sites' latest recorded change began; a site without one is left out. */
export async function findLatestChangeTimes(db: Database, siteIds: readonly number[]): Promise<Map<number, Date>> {
  if (siteIds.length === 0) return new Map();
  const { rows } = await db.execute<{ site_id: number; at: Date | string }>(sql`
    select site_id, max(at) as at from site_availability_events
    where site_id = any(${sqlArray(siteIds, "integer")})
    group by site_id`);
  return new Map(rows.map((row) => [Number(row.site_id), new Date(row.at)]));
}

/**
 * A site's changes over [from, to]: the one in force at `from` (the latest
 * at or before it), then every one after, in time order.
 */
export async function findSiteAvailabilityEvents(
  db: Database,
  siteId: number,
  from: Date,
  to: Date,
): Promise<AvailabilityEvent[]> {
  const { rows } = await db.execute<EventRow>(sql`
    (select id, site_id, level, reason, muted, at from site_availability_events
      where site_id = ${siteId} and at <= ${from.toISOString()}::timestamptz
      order by at desc, id desc limit 1)
    union all
    (select id, site_id, level, reason, muted, at from site_availability_events
      where site_id = ${siteId} and at > ${from.toISOString()}::timestamptz and at <= ${to.toISOString()}::timestamptz)
    order by at, id`);
  return rows.map(eventOf);
}

/**
 * Marks up to `limit` changes the alerts have not seen yet as seen and
 * returns them in id order (the order they were recorded in). Rows another
 * run holds are skipped, never waited for.
 */
export async function takeUnseenAvailabilityEvents(db: Database, limit: number): Promise<AvailabilityEvent[]> {
  const { rows } = await db.execute<EventRow>(sql`
    with taken as (
      select id from site_availability_events where not alerts_seen
      order by id limit ${limit} for update skip locked
    )
    update site_availability_events as event set alerts_seen = true
    from taken where event.id = taken.id
    returning event.id, event.site_id, event.level, event.reason, event.muted, event.at`);
  return rows.map(eventOf).sort((a, b) => a.id - b.id);
}

/**
 * Deletes the changes that began before `cutoff`, but each site's latest
 * one at or before it: the level in force at the cutoff stays known, so a
 * history starting there still says it. Returns how many were deleted.
 */
export async function deleteAvailabilityEventsBefore(db: Database, cutoff: Date): Promise<number> {
  const { rows } = await db.execute<{ deleted: number | string }>(sql`
    with deleted as (
      delete from site_availability_events as old
      where old.at < ${cutoff.toISOString()}::timestamptz
        and exists (
          select from site_availability_events as newer
          where newer.site_id = old.site_id and newer.at <= ${cutoff.toISOString()}::timestamptz
            and (newer.at, newer.id) > (old.at, old.id))
      returning 1
    )
    select count(*) as deleted from deleted`);
  return Number(rows[0]?.deleted ?? 0);
}
