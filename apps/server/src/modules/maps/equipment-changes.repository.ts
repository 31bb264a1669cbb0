import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { equipmentChanges } from "../../db/schema";
import type { ScopedSite } from "../../scope/in-scope";

// The change log of migration 0011 (`equipment_changes`), as open maps read it.

/** The changes after `after`, in the whole log: how many, and the last id (null when none). */
export async function readChangeLogTail(db: Database, after: number): Promise<{ count: number; last: number | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, last: sql<number | null>`max(${equipmentChanges.id})` })
    .from(equipmentChanges)
    .where(gt(equipmentChanges.id, after));
  return { count: row?.count ?? 0, last: row?.last ?? null };
}

/** The last change id given and committed (0 when the log is empty). */
export async function readLastChangeId(db: Database): Promise<number> {
  const [row] = await db.select({ last: sql<number | null>`max(${equipmentChanges.id})` }).from(equipmentChanges);
  return row?.last ?? 0;
}

/** The ids of the first `limit` changes after `after`, in order. */
export async function findChangeIdsAfter(db: Database, after: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: equipmentChanges.id })
    .from(equipmentChanges)
    .where(gt(equipmentChanges.id, after))
    .orderBy(asc(equipmentChanges.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The transactions that write the log now (they hold its ROW EXCLUSIVE lock
 * until they end): the only ones whose changes may still appear below ids
 * already visible. Virtual transaction ids, which name one transaction for
 * as long as it runs.
 */
export async function findChangeLogWriters(db: Database): Promise<string[]> {
  const { rows } = await db.execute<{ transaction: string }>(sql`
    select distinct virtualtransaction as transaction from pg_locks
    where locktype = 'relation' and mode = 'RowExclusiveLock' and granted
      and database = (select oid from pg_database where datname = current_database())
      and relation = 'equipment_changes'::regclass`);
  return rows.map((row) => row.transaction);
}

/** How many of these writers still run. */
export async function countRunningChangeLogWriters(db: Database, writers: readonly string[]): Promise<number> {
  if (writers.length === 0) return 0;
  const { rows } = await db.execute<{ running: number }>(sql`
    select count(distinct virtualtransaction)::int as running from pg_locks
    where locktype = 'relation' and mode = 'RowExclusiveLock'
      and database = (select oid from pg_database where datname = current_database())
      and relation = 'equipment_changes'::regclass
      and virtualtransaction = any(${sql.param([...writers])}::text[])`);
  return rows[0]?.running ?? 0;
}

/**
 * The oldest change the log keeps (null when empty) and the last id ever
 * given (null before the first change): what a resume point is checked against.
 */
export async function readChangeLogBounds(db: Database): Promise<{ oldest: number | null; lastGiven: number | null }> {
  const { rows } = await db.execute<{ oldest: number | null; last_given: number | null }>(sql`
    select (select min(id) from equipment_changes) as oldest,
      pg_sequence_last_value(pg_get_serial_sequence('equipment_changes', 'id')::regclass) as last_given`);
  return { oldest: rows[0]?.oldest ?? null, lastGiven: rows[0]?.last_given ?? null };
}

export type SiteChange = { id: number; equipmentId: number };

/** A site's changes after `after` up to `upTo` included, the first `limit` of them, in order (index (site_id, id)). */
export async function findSiteChanges(
  db: Database,
  site: ScopedSite,
  range: { after: number; upTo: number; limit: number },
): Promise<SiteChange[]> {
  return db
    .select({ id: equipmentChanges.id, equipmentId: equipmentChanges.equipmentId })
    .from(equipmentChanges)
    .where(
      and(
        eq(equipmentChanges.siteId, site.id),
        gt(equipmentChanges.id, range.after),
        lte(equipmentChanges.id, range.upTo),
      ),
    )
    .orderBy(asc(equipmentChanges.id))
    .limit(range.limit);
}

/**
 * Deletes the changes made before `cutoff`: the oldest ids up to the first
 * change made since, walked on the primary key (no index on created_at), so
 * what is kept is always every change after some id.
 */
export async function deleteChangesBefore(db: Database, cutoff: Date): Promise<number> {
  const { rows } = await db.execute<{ deleted: number }>(sql`
    with kept as (
      select id from equipment_changes where created_at >= ${cutoff.toISOString()}::timestamptz order by id limit 1
    ), deleted as (
      delete from equipment_changes
      where id < coalesce((select id from kept), 9223372036854775807)
      returning 1
    )
    select count(*)::int as deleted from deleted`);
  return rows[0]?.deleted ?? 0;
}
