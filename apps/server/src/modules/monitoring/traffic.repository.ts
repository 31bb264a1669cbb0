import type { TimeWindow } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import type { ScopedOrganism, ScopedSite } from "../../scope/in-scope";
import { instant, type SeriesTarget, seriesOfTarget } from "./series-target";

export type TrafficRow = { stamp: Date; rx: number; tx: number; active_users: number };

/** One site's samples as the collector sent them, by stamp. */
export async function findTrafficSamples(db: Database, site: ScopedSite, window: TimeWindow): Promise<TrafficRow[]> {
  const { rows } = await db.execute<TrafficRow>(sql`
    select stamp, rx, tx, active_users from traffic_samples
    where site_id = ${site.id} and stamp >= ${instant(window.startAt)} and stamp < ${instant(window.stopAt)}
    order by stamp`);
  return rows;
}

/**
 * An organism's samples summed per slot: collectors do not report at the
 * same instants, so each site's samples are averaged (users: their peak)
 * within a slot, then the sites summed.
 */
export async function findTrafficSlots(
  db: Database,
  target: SeriesTarget,
  window: TimeWindow,
  slotSeconds: number,
): Promise<TrafficRow[]> {
  const { rows } = await db.execute<TrafficRow>(sql`
    select slot as stamp, round(sum(rx))::bigint as rx, round(sum(tx))::bigint as tx,
      sum(active_users)::bigint as active_users
    from (
      select site_id, date_bin(${`${slotSeconds} seconds`}::interval, stamp, timestamptz '2000-01-01T00:00:00Z') as slot,
        avg(rx) as rx, avg(tx) as tx, max(active_users) as active_users
      from traffic_samples
      where ${seriesOfTarget(target, sql`site_id`)}
        and stamp >= ${instant(window.startAt)} and stamp < ${instant(window.stopAt)}
      group by site_id, slot
    ) as by_site
    group by slot order by slot`);
  return rows;
}

/**
 * Hourly or daily roll-ups whose bucket starts within the window, summed
 * over the target's sites: each site's average rates (sum over samples) and
 * its peak of active users. One statement whatever the number of sites.
 */
export async function findTrafficRollUps(
  db: Database,
  table: "traffic_hourly" | "traffic_daily",
  target: SeriesTarget,
  window: TimeWindow,
): Promise<TrafficRow[]> {
  const { rows } = await db.execute<TrafficRow>(sql`
    select bucket as stamp, sum(rx_sum / samples)::bigint as rx, sum(tx_sum / samples)::bigint as tx,
      sum(active_users_max)::bigint as active_users
    from ${sql.identifier(table)}
    where ${seriesOfTarget(target, sql`site_id`)}
      and bucket >= ${instant(window.startAt)} and bucket < ${instant(window.stopAt)}
    group by bucket order by bucket`);
  return rows;
}

/**
 * An organism's days whose bucket starts within the window, from
 * traffic_daily_organism: the same sums as findTrafficRollUps over
 * traffic_daily, kept by the ingest, one row a day whatever its sites.
 */
export async function findOrganismTrafficDays(
  db: Database,
  organism: ScopedOrganism,
  window: TimeWindow,
): Promise<TrafficRow[]> {
  const { rows } = await db.execute<TrafficRow>(sql`
    select bucket as stamp, rx, tx, active_users
    from traffic_daily_organism
    where organism_id = ${organism.id}
      and bucket >= ${instant(window.startAt)} and bucket < ${instant(window.stopAt)}
    order by bucket`);
  return rows;
}
