import type { Database } from "@ondine/server/db";
import { ensureMonthPartitions, rebuildOrganismTrafficDays, retentionCutoff } from "@ondine/server/tools-api";
import { type SQL, sql } from "drizzle-orm";

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** Hourly roll-ups over the last quarter, as the seed keeps them: past 62 days the charts read daily ones. */
const hourlyDays = 93;
/** Raw samples over the last 2 days, what the day chart reads. */
const rawDays = 2;

export type TrafficHistoryCounts = { daily: number; hourly: number; raw: number };

export type TrafficHistorySettings = { siteIds: readonly number[]; now: Date; retentionMonths: number };

const instant = (at: number) => sql`${new Date(at).toISOString()}::timestamptz`;

/**
 * A site's rate (bits per second) in SQL: 20 to 100 Mbit/s depending on the
 * site, busier in the evening, with some noise; `at` is the bucket's start.
 */
const rateOf = (siteId: SQL, at: SQL) => sql`(
  (20000000 + (${siteId} * 7919 % 80) * 1000000)
  * (0.55 + 0.45 * sin((extract(hour from ${at}) - 14) / 24 * 2 * pi()))
  * (0.9 + random() / 5))`;

async function insertCounted(db: Database, statement: SQL): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(
    sql`with inserted as (${statement} returning 1) select count(*)::integer as count from inserted`,
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * Fills the traffic history of the sites straight into the tables the
 * server reads, with generate_series: daily roll-ups (Paris days) from the
 * retention's start, hourly roll-ups over the last quarter, raw samples
 * every five minutes over the last 2 days, as the seed keeps them. A day
 * counts 288 samples and an hour 12, as if sent every five minutes; rates
 * follow a day's shape. Then ANALYZE, as autovacuum would after a bulk load.
 */
export async function fillTrafficHistory(
  db: Database,
  settings: TrafficHistorySettings,
): Promise<TrafficHistoryCounts> {
  const now = settings.now.getTime();
  const sites = sql`unnest(${sql.param([...settings.siteIds])}::integer[]) as site (id)`;
  const oldest = retentionCutoff(settings.now, settings.retentionMonths).getTime();
  const hourlyFrom = Math.floor((now - hourlyDays * dayMs) / hourMs) * hourMs;
  const rawFrom = Math.floor((now - rawDays * dayMs) / hourMs) * hourMs;

  const daily = await insertCounted(
    db,
    sql`insert into traffic_daily (site_id, bucket, rx_sum, tx_sum, active_users_max, active_users_sum, samples)
      select site.id, day.bucket, rate.rx * 288, rate.rx * 288 * 0.18, rate.rx * 1.6 / 1500000, rate.rx * 288 / 1500000, 288
      from ${sites}
      cross join (
        select distinct date_trunc('day', hour, 'Europe/Paris') as bucket
        from generate_series(${instant(oldest)}, ${instant(now)}, interval '1 hour') as hour
      ) as day
      cross join lateral (select ${rateOf(sql`site.id`, sql`day.bucket + interval '18 hours'`)} as rx) as rate
      where day.bucket >= ${instant(oldest)}`,
  );
  const hourly = await insertCounted(
    db,
    sql`insert into traffic_hourly (site_id, bucket, rx_sum, tx_sum, active_users_max, active_users_sum, samples)
      select site.id, hour, rate.rx * 12, rate.rx * 12 * 0.18, rate.rx * 1.2 / 1500000, rate.rx * 12 / 1500000, 12
      from ${sites}
      cross join generate_series(${instant(hourlyFrom)}, ${instant(now)}, interval '1 hour') as hour
      cross join lateral (select ${rateOf(sql`site.id`, sql`hour`)} as rx) as rate`,
  );
  const rawStamps: Date[] = [];
  for (let stamp = rawFrom; stamp <= now; stamp += dayMs) rawStamps.push(new Date(stamp));
  await ensureMonthPartitions(db, [...rawStamps, settings.now]);
  const raw = await insertCounted(
    db,
    sql`insert into traffic_samples (site_id, stamp, rx, tx, active_users)
      select site.id, stamp, rate.rx, rate.rx * 0.18, rate.rx / 1500000
      from ${sites}
      cross join generate_series(${instant(rawFrom)}, ${instant(now)}, interval '5 minutes') as stamp
      cross join lateral (select ${rateOf(sql`site.id`, sql`stamp`)} as rx) as rate`,
  );
  await rebuildOrganismTrafficDays(db);
  await db.execute(sql`analyze traffic_daily, traffic_daily_organism, traffic_hourly, traffic_samples`);
  return { daily, hourly, raw };
}
