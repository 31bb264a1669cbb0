import { monitoredSiteState } from "@ondine/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db";
import type { SeriesTarget } from "../../monitoring";

// The casting dashboard's reads (docs/api.md "Casting statistics"). The
// aggregates read the `cast_days` roll-up only, through its (organism, day,
// site, stick, app, casts) index for an organism; the last casts read
// `cast_events` through its (site or organism, stamp desc) index. Days come
// back as their number since 1970-01-01 (cheaper than text a row).

/** The Paris days a read covers, both included, as `YYYY-MM-DD`. */
export type CastingDays = { first: string; last: string };

const productionSitesOf = (organismId: number) => sql`
  select monitored.id from sites as monitored
  where monitored.organism_id = ${organismId} and monitored.state = ${monitoredSiteState}`;

/**
 * The rows of `target` in a table with `site_id` and `organism_id`: one
 * site, or an organism's sites in production (its own column picks its
 * index; the site list keeps its sites out of production out).
 *
 * `ordered`: the organism's sites as an array, so that PostgreSQL reads the
 * index in (day, site, stick) order and groups without sorting. Otherwise a
 * semi-join, whose row estimate lets it hash the groups (an app's total):
 * with the array it guesses a few hundred rows of tens of thousands and
 * sorts them on disk.
 */
function castsOf(target: SeriesTarget, table: "cast_days" | "cast_events", ordered: boolean): SQL {
  const column = (name: string) => sql.raw(`${table}.${name}`);
  if ("site" in target) return sql`${column("site_id")} = ${target.site.id}`;
  const sites = productionSitesOf(target.organism.id);
  const ofSites = ordered ? sql`= any(array(${sites}))` : sql`in (${sites})`;
  return sql`${column("organism_id")} = ${target.organism.id} and ${column("site_id")} ${ofSites}`;
}

const inDays = (days: CastingDays) => sql`cast_days.day between ${days.first}::date and ${days.last}::date`;
const dayNumber = sql`(cast_days.day - date '1970-01-01')`;

/** The streaming sticks installed on the target's sites. */
export async function countInstalledSticks(db: Database, target: SeriesTarget): Promise<number> {
  const sites =
    "site" in target
      ? sql`iot_devices.site_id = ${target.site.id}`
      : sql`iot_devices.site_id = any(array(${productionSitesOf(target.organism.id)}))`;
  const { rows } = await db.execute<{ count: number }>(
    sql`select count(*)::integer as count from iot_devices where ${sites} and iot_devices.type = 'chromecast'`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** The distinct (stick, Paris day) pairs with at least one cast (a stick is one serial of one site). */
export async function countStickDaysWithCasts(db: Database, target: SeriesTarget, days: CastingDays): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(sql`
    select count(*)::integer as count from (
      select distinct cast_days.day, cast_days.site_id, cast_days.serial from cast_days
      where ${castsOf(target, "cast_days", true)} and ${inDays(days)}
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
    where ${castsOf(target, "cast_days", false)} and ${inDays(days)}
    group by cast_days.app
    order by count desc, name`);
  return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
}

/** Casts per Paris day (its number since 1970-01-01), days without casts left out. */
export async function sumCastsByDay(
  db: Database,
  target: SeriesTarget,
  days: CastingDays,
): Promise<{ day: number; casts: number }[]> {
  const { rows } = await db.execute<{ day: number; casts: number }>(sql`
    select ${dayNumber} as day, sum(cast_days.casts)::integer as casts from cast_days
    where ${castsOf(target, "cast_days", true)} and ${inDays(days)}
    group by cast_days.day`);
  return rows.map((row) => ({ day: Number(row.day), casts: Number(row.casts) }));
}

/** Casts per stick and Paris day (its number since 1970-01-01), in the index's order (day, site, stick). */
export async function sumCastsByStickAndDay(
  db: Database,
  target: SeriesTarget,
  days: CastingDays,
): Promise<{ serial: string; day: number; casts: number }[]> {
  const { rows } = await db.execute<{ serial: string; day: number; casts: number }>(sql`
    select cast_days.serial, ${dayNumber} as day, sum(cast_days.casts)::integer as casts from cast_days
    where ${castsOf(target, "cast_days", true)} and ${inDays(days)}
    group by cast_days.day, cast_days.site_id, cast_days.serial
    order by cast_days.day, cast_days.site_id, cast_days.serial`);
  return rows.map((row) => ({ serial: row.serial, day: Number(row.day), casts: Number(row.casts) }));
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
    where ${castsOf(target, "cast_events", true)}
      and cast_events.stamp >= ${window.startAt.toISOString()}::timestamptz
      and cast_events.stamp < ${window.stopAt.toISOString()}::timestamptz
    order by cast_events.stamp desc, cast_events.serial
    limit ${limit}`);
  return rows.map((row) => ({ app: row.app, stamp: new Date(row.stamp), serial: row.serial }));
}
