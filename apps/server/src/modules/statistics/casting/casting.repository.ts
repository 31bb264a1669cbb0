import { monitoredSiteState } from "@ondine/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db";
import type { SeriesTarget } from "../../monitoring";

// The casting dashboard's reads (docs/api.md "Casting statistics"). The
// aggregates read the `cast_days` roll-up only; the last casts read
// `cast_events` through its (site or organism, stamp desc) index.

/** The Paris days a read covers, both included, as `YYYY-MM-DD`. */
export type CastingDays = { first: string; last: string };

/**
 * The rows of `target` in a table with `site_id` and `organism_id`: one
 * site, or an organism's sites in production. The organism's own column
 * picks its index; the site list keeps its sites out of production (and a
 * site moved since to another organism) out.
 */
function castsOf(target: SeriesTarget, table: "cast_days" | "cast_events"): SQL {
  const column = (name: string) => sql.raw(`${table}.${name}`);
  if ("site" in target) return sql`${column("site_id")} = ${target.site.id}`;
  return sql`${column("organism_id")} = ${target.organism.id} and ${column("site_id")} = any(array(
    select monitored.id from sites as monitored
    where monitored.organism_id = ${target.organism.id} and monitored.state = ${monitoredSiteState}))`;
}

const inDays = (days: CastingDays) => sql`cast_days.day between ${days.first}::date and ${days.last}::date`;

/** The streaming sticks installed on the target's sites. */
export async function countInstalledSticks(db: Database, target: SeriesTarget): Promise<number> {
  const sites =
    "site" in target
      ? sql`iot_devices.site_id = ${target.site.id}`
      : sql`iot_devices.site_id = any(array(
          select monitored.id from sites as monitored
          where monitored.organism_id = ${target.organism.id} and monitored.state = ${monitoredSiteState}))`;
  const { rows } = await db.execute<{ count: number }>(
    sql`select count(*)::integer as count from iot_devices where ${sites} and iot_devices.type = 'chromecast'`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** The distinct (stick, Paris day) pairs with at least one cast. */
export async function countStickDaysWithCasts(db: Database, target: SeriesTarget, days: CastingDays): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(sql`
    select count(*)::integer as count from (
      select distinct cast_days.serial, cast_days.day from cast_days
      where ${castsOf(target, "cast_days")} and ${inDays(days)}
    ) as stick_days`);
  return Number(rows[0]?.count ?? 0);
}

/** Casts per app, most first (then by name, for a stable order). */
export async function sumCastsByApp(
  db: Database,
  target: SeriesTarget,
  days: CastingDays,
): Promise<{ name: string; count: number }[]> {
  const { rows } = await db.execute<{ name: string; count: number }>(sql`
    select cast_days.app as name, sum(cast_days.casts)::integer as count from cast_days
    where ${castsOf(target, "cast_days")} and ${inDays(days)}
    group by cast_days.app
    order by count desc, name`);
  return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
}

/** Casts per Paris day (`YYYY-MM-DD`), days without casts left out. */
export async function sumCastsByDay(
  db: Database,
  target: SeriesTarget,
  days: CastingDays,
): Promise<{ day: string; casts: number }[]> {
  const { rows } = await db.execute<{ day: string; casts: number }>(sql`
    select to_char(cast_days.day, 'YYYY-MM-DD') as day, sum(cast_days.casts)::integer as casts from cast_days
    where ${castsOf(target, "cast_days")} and ${inDays(days)}
    group by cast_days.day`);
  return rows.map((row) => ({ day: row.day, casts: Number(row.casts) }));
}

/** Casts per stick and Paris day, sticks by serial then days in order. */
export async function sumCastsByStickAndDay(
  db: Database,
  target: SeriesTarget,
  days: CastingDays,
): Promise<{ serial: string; day: string; casts: number }[]> {
  const { rows } = await db.execute<{ serial: string; day: string; casts: number }>(sql`
    select cast_days.serial, to_char(cast_days.day, 'YYYY-MM-DD') as day, sum(cast_days.casts)::integer as casts
    from cast_days
    where ${castsOf(target, "cast_days")} and ${inDays(days)}
    group by cast_days.serial, cast_days.day
    order by cast_days.serial, cast_days.day`);
  return rows.map((row) => ({ serial: row.serial, day: row.day, casts: Number(row.casts) }));
}

/** The latest casts of the window, latest first. */
export async function findLastCasts(
  db: Database,
  target: SeriesTarget,
  window: { startAt: Date; stopAt: Date },
  limit: number,
): Promise<{ app: string; stamp: Date; serial: string }[]> {
  const { rows } = await db.execute<{ app: string; stamp: string | Date; serial: string }>(sql`
    select cast_events.app, cast_events.stamp, cast_events.serial from cast_events
    where ${castsOf(target, "cast_events")}
      and cast_events.stamp >= ${window.startAt.toISOString()}::timestamptz
      and cast_events.stamp < ${window.stopAt.toISOString()}::timestamptz
    order by cast_events.stamp desc, cast_events.serial
    limit ${limit}`);
  return rows.map((row) => ({ app: row.app, stamp: new Date(row.stamp), serial: row.serial }));
}
