import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { findPostgresErrorReport } from "../../errors/database-error";

/** The time series partitioned by month on `stamp` (migration 0003_monitoring). */
export const partitionedSeries = ["traffic_samples", "bandwidth_samples"] as const;
export type PartitionedSeries = (typeof partitionedSeries)[number];

/** Month bounds are UTC, so a partition holds the same instants whatever the session's time zone. */
export function monthStartOf(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), 1));
}

export function addMonths(monthStart: Date, months: number): Date {
  return new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + months, 1));
}

const partitionSuffix = /_y(\d{4})m(\d{2})$/;

/** `traffic_samples_y2026m11` for November 2026. */
export function partitionName(table: PartitionedSeries, monthStart: Date): string {
  const month = String(monthStart.getUTCMonth() + 1).padStart(2, "0");
  return `${table}_y${monthStart.getUTCFullYear()}m${month}`;
}

/** The month a partition of ours holds, from its name; undefined for any other table. */
export function partitionMonth(name: string): Date | undefined {
  const match = partitionSuffix.exec(name);
  if (!match) return undefined;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

// Two ingests creating the same partition at once: the loser's CREATE ... IF
// NOT EXISTS fails with duplicate_table or unique_violation (on pg_type), and
// the partition is there all the same.
const alreadyCreated = new Set(["42P07", "23505"]);

/**
 * Creates the month partitions of every partitioned series that the given
 * stamps fall in, when they do not exist yet. Called before inserting samples.
 */
export async function ensureMonthPartitions(db: Database, stamps: Iterable<Date>): Promise<void> {
  const months = new Map<number, Date>();
  for (const stamp of stamps) {
    const start = monthStartOf(stamp);
    months.set(start.getTime(), start);
  }
  if (months.size === 0) return;
  const wanted = partitionedSeries.flatMap((table) =>
    [...months.values()].map((start) => ({ table, start, name: partitionName(table, start) })),
  );
  const { rows } = await db.execute<{ name: string }>(
    sql`select name from unnest(${sql.param(wanted.map((partition) => partition.name))}::text[]) as name
        where to_regclass(name) is null`,
  );
  const missing = new Set(rows.map((row) => row.name));
  for (const partition of wanted) {
    if (!missing.has(partition.name)) continue;
    try {
      await db.execute(
        sql`create table if not exists ${sql.identifier(partition.name)}
            partition of ${sql.identifier(partition.table)}
            for values from (${sql.raw(`'${partition.start.toISOString()}'`)})
            to (${sql.raw(`'${addMonths(partition.start, 1).toISOString()}'`)})`,
      );
    } catch (error) {
      if (!alreadyCreated.has(findPostgresErrorReport(error)?.code ?? "")) throw error;
    }
  }
}

/** The month partitions of a series, oldest first. */
export async function listMonthPartitions(
  db: Database,
  table: PartitionedSeries,
): Promise<{ name: string; month: Date }[]> {
  const { rows } = await db.execute<{ name: string }>(
    sql`select child.relname as name from pg_inherits
        join pg_class child on child.oid = pg_inherits.inhrelid
        where pg_inherits.inhparent = ${sql.raw(`'${table}'`)}::regclass`,
  );
  return rows
    .flatMap((row) => {
      const month = partitionMonth(row.name);
      return month ? [{ name: row.name, month }] : [];
    })
    .sort((a, b) => a.month.getTime() - b.month.getTime());
}
