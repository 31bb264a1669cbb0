import type { RecordedAvailability } from "@ondine/domain";
import { asc, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { siteAvailability } from "../../db/schema";
import { unnestItems } from "../../db/sql-arrays";

/** A site's recorded availability (docs/alerts.md#availability), as the alerts and the next evaluation read it. */
export type SiteAvailabilityRecord = RecordedAvailability & { siteId: number };

const recordColumns = {
  siteId: siteAvailability.siteId,
  level: siteAvailability.level,
  reason: siteAvailability.reason,
  since: siteAvailability.since,
  muted: siteAvailability.muted,
};

/** Rows written before a level's start was always set read as starting at their evaluation. */
const asRecord = (row: {
  siteId: number;
  level: SiteAvailabilityRecord["level"];
  reason: SiteAvailabilityRecord["reason"];
  since: Date | null;
  muted: boolean;
  evaluatedAt: Date;
}): SiteAvailabilityRecord => ({
  siteId: row.siteId,
  level: row.level,
  reason: row.reason,
  since: row.since ?? row.evaluatedAt,
  muted: row.muted,
});

/** These sites' records, by site id; a site never evaluated has none. */
export async function findSiteAvailabilityRecords(
  db: Database,
  siteIds: readonly number[],
): Promise<SiteAvailabilityRecord[]> {
  if (siteIds.length === 0) return [];
  const rows = await db
    .select({ ...recordColumns, evaluatedAt: siteAvailability.evaluatedAt })
    .from(siteAvailability)
    .where(inArray(siteAvailability.siteId, [...siteIds]))
    .orderBy(asc(siteAvailability.siteId));
  return rows.map(asRecord);
}

/**
 * The same, locked until the caller's transaction ends (in site order, so
 * two evaluations of overlapping sites wait for each other rather than
 * deadlock): an evaluation compares with rows no other one changes meanwhile.
 */
export async function lockSiteAvailabilityRecords(
  db: Database,
  siteIds: readonly number[],
): Promise<SiteAvailabilityRecord[]> {
  if (siteIds.length === 0) return [];
  const rows = await db
    .select({ ...recordColumns, evaluatedAt: siteAvailability.evaluatedAt })
    .from(siteAvailability)
    .where(inArray(siteAvailability.siteId, [...siteIds]))
    .orderBy(asc(siteAvailability.siteId))
    .for("update");
  return rows.map(asRecord);
}

const recordsTable = (records: readonly SiteAvailabilityRecord[]) =>
  sql`${unnestItems(records, [
    [(record) => record.siteId, "integer"],
    [(record) => record.level, "text"],
    [(record) => record.reason, "text"],
    [(record) => record.since, "timestamptz"],
    [(record) => record.muted, "boolean"],
  ])} as record (site_id, level, reason, since, muted)`;

/** Writes these sites' new records over their rows (locked by lockSiteAvailabilityRecords). */
export async function updateSiteAvailabilityRecords(
  db: Database,
  records: readonly SiteAvailabilityRecord[],
  evaluatedAt: Date,
): Promise<void> {
  if (records.length === 0) return;
  await db.execute(sql`
    update site_availability set level = record.level, reason = record.reason, since = record.since,
      muted = record.muted, evaluated_at = ${evaluatedAt.toISOString()}::timestamptz, updated_at = now()
    from ${recordsTable(records)}
    where site_availability.site_id = record.site_id`);
}

/**
 * Inserts the first records of sites never evaluated; returns the sites
 * inserted. A site another evaluation recorded meanwhile (it committed
 * while this one read) is left to it: its first change is recorded once.
 */
export async function insertSiteAvailabilityRecords(
  db: Database,
  records: readonly SiteAvailabilityRecord[],
  evaluatedAt: Date,
): Promise<number[]> {
  if (records.length === 0) return [];
  const { rows } = await db.execute<{ site_id: number }>(sql`
    insert into site_availability (site_id, level, reason, since, muted, evaluated_at)
    select record.site_id, record.level, record.reason, record.since, record.muted,
      ${evaluatedAt.toISOString()}::timestamptz
    from ${recordsTable(records)}
    on conflict (site_id) do nothing
    returning site_id`);
  return rows.map((row) => Number(row.site_id));
}
