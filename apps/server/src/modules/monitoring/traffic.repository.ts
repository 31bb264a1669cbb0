import { type IngestTrafficSample, monitoredSiteState, type TimeWindow } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { unnestItems } from "../../db/sql-arrays";
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

/**
 * Inserts traffic samples and adds them to the hourly and daily roll-ups.
 * Only the rows actually inserted are rolled up (`on conflict do nothing
 * returning`), so a re-sent sample counts once. Hours are UTC hours; days
 * are Paris days (the charts' days). Needs the month partitions to exist.
 * The organisms' days are then recomputed by refreshOrganismTrafficDays.
 */
export async function insertTrafficSamples(db: Database, samples: readonly IngestTrafficSample[]): Promise<void> {
  if (samples.length === 0) return;
  const rollUp = (table: "traffic_hourly" | "traffic_daily", bucket: string) => sql`
    insert into ${sql.identifier(table)} as r (site_id, bucket, rx_sum, tx_sum, active_users_max, active_users_sum, samples)
    select site_id, ${sql.raw(bucket)}, sum(rx), sum(tx), max(active_users), sum(active_users), count(*)
    from inserted group by 1, 2
    on conflict (site_id, bucket) do update set
      rx_sum = r.rx_sum + excluded.rx_sum,
      tx_sum = r.tx_sum + excluded.tx_sum,
      active_users_max = greatest(r.active_users_max, excluded.active_users_max),
      active_users_sum = r.active_users_sum + excluded.active_users_sum,
      samples = r.samples + excluded.samples`;
  await db.execute(sql`
    with inserted as (
      insert into traffic_samples (site_id, stamp, rx, tx, active_users)
      select * from ${unnestItems(samples, [
        [(sample) => sample.site_id, "integer"],
        [(sample) => sample.stamp, "timestamptz"],
        [(sample) => sample.rx, "bigint"],
        [(sample) => sample.tx, "bigint"],
        [(sample) => sample.active_users, "integer"],
      ])}
      on conflict do nothing
      returning site_id, stamp, rx, tx, active_users
    ), hourly as (${rollUp("traffic_hourly", "date_trunc('hour', stamp, 'UTC')")})
    ${rollUp("traffic_daily", "date_trunc('day', stamp, 'Europe/Paris')")}`);
}

const hourMs = 3_600_000;

/** Each site's hours the samples fall in, once: a Paris day starts on a whole UTC hour, so they give its days. */
function siteHoursOf(samples: readonly IngestTrafficSample[]): { siteId: number; hour: Date }[] {
  const seen = new Set<string>();
  const hours: { siteId: number; hour: Date }[] = [];
  for (const sample of samples) {
    const hourStart = Math.floor(sample.stamp.getTime() / hourMs) * hourMs;
    const key = `${sample.site_id}:${hourStart}`;
    if (seen.has(key)) continue;
    seen.add(key);
    hours.push({ siteId: sample.site_id, hour: new Date(hourStart) });
  }
  return hours;
}

/**
 * Recomputes traffic_daily_organism for the organisms and Paris days the
 * samples touched, from their sites' days as insertTrafficSamples rolled
 * them up: a site's average changes with each sample, so the organism's sum
 * is recomputed, not added to (about as many rows read as the organism has
 * sites). It locks the organism's day until the commit, and every collector
 * of the organism writes that row: call it last in the transaction.
 */
export async function refreshOrganismTrafficDays(db: Database, samples: readonly IngestTrafficSample[]): Promise<void> {
  if (samples.length === 0) return;
  await db.execute(sql`
    with touched as (
      select distinct s.organism_id, date_trunc('day', t.hour, 'Europe/Paris') as bucket
      from ${unnestItems(siteHoursOf(samples), [
        [(siteHour) => siteHour.siteId, "integer"],
        [(siteHour) => siteHour.hour, "timestamptz"],
      ])} as t(site_id, hour)
      join sites s on s.id = t.site_id
    )
    insert into traffic_daily_organism as o (organism_id, bucket, rx, tx, active_users)
    select s.organism_id, d.bucket, sum(d.rx_sum / d.samples), sum(d.tx_sum / d.samples), sum(d.active_users_max)
    from touched
    join sites s on s.organism_id = touched.organism_id and s.state = ${monitoredSiteState}
    join traffic_daily d on d.site_id = s.id and d.bucket = touched.bucket
    group by s.organism_id, d.bucket
    on conflict (organism_id, bucket) do update set
      rx = excluded.rx, tx = excluded.tx, active_users = excluded.active_users`);
}

/**
 * Recomputes every organism day from traffic_daily: for tools that write the
 * roll-ups straight (the seed's history, the ingest benchmark).
 */
export async function rebuildOrganismTrafficDays(db: Database): Promise<void> {
  await db.execute(sql`
    insert into traffic_daily_organism as o (organism_id, bucket, rx, tx, active_users)
    select s.organism_id, d.bucket, sum(d.rx_sum / d.samples), sum(d.tx_sum / d.samples), sum(d.active_users_max)
    from traffic_daily d join sites s on s.id = d.site_id
    where s.state = ${monitoredSiteState}
    group by s.organism_id, d.bucket
    on conflict (organism_id, bucket) do update set
      rx = excluded.rx, tx = excluded.tx, active_users = excluded.active_users`);
}
