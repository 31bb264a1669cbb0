// Brings a copy of a large data set seeded before the reporting and exports work up to what the
// reporting bench reads (docs/performance.md "Yearly reporting"):
//   createdb -T ondine_large ondine_bench_reporting
//   npx tsx tools/bench/reporting/prepare-reporting-data.ts --database-url postgres://postgres@127.0.0.1:5432/ondine_bench_reporting
// - migrates it (purchases.refunded_at, migration 0015), and refunds one
//   paid purchase in 47 two days later, chosen by id, as the seed now does
//   (tools/seed/src/generate-portal-sales.ts), when none is refunded yet;
// - when it has no traffic roll-ups (a seed without the monitoring
//   history), writes a daily roll-up for every site in production over the
//   last 400 Paris days (288 five-minute samples a day, rates and users that
//   vary by site and day), then the organisms' days from them
//   (rebuildOrganismTrafficDays, as the seed's history does).
// Never run it on a database people use: it writes.
import { parseArgs } from "node:util";
import { migrateDatabase, openDatabase } from "@ondine/server/db";
import { rebuildOrganismTrafficDays } from "@ondine/server/tools-api";
import { sql } from "drizzle-orm";

const { values } = parseArgs({ options: { "database-url": { type: "string" } } });
const databaseUrl = values["database-url"];
if (!databaseUrl) throw new Error("--database-url is required (a copy of the large data set: this script writes).");

const database = await openDatabase({ databaseUrl });
try {
  const { db } = database;
  await migrateDatabase(database);
  await db.execute(sql`
    update purchases set refunded_at = purchase_date + interval '2 days'
    where succeeded and id % 47 = 0 and purchase_date + interval '2 days' <= now()
      and not exists (select from purchases where refunded_at is not null)`);
  const count = async (query: ReturnType<typeof sql>) =>
    ((await db.execute<{ count: number }>(query)).rows[0]?.count ?? 0).toLocaleString("en");
  console.log(
    `Refunded purchases: ${await count(sql`select count(*)::integer as count from purchases where refunded_at is not null`)}.`,
  );
  const [{ days } = { days: 0 }] = (
    await db.execute<{ days: number }>(sql`select count(*)::integer as days from traffic_daily`)
  ).rows;
  if (days === 0) {
    const started = performance.now();
    await db.execute(sql`
      insert into traffic_daily (site_id, bucket, rx_sum, tx_sum, active_users_max, active_users_sum, samples)
      select sites.id, day.bucket,
        288::bigint * (2000000 + (sites.id * 7919 + day.n * 104729) % 6000000),
        288::bigint * (300000 + (sites.id * 6151 + day.n * 7877) % 900000),
        5 + (sites.id * 31 + day.n * 17) % 60,
        288::bigint * (2 + (sites.id * 13 + day.n * 7) % 30),
        288
      from sites
      cross join lateral (
        select n, (date_trunc('day', now() at time zone 'Europe/Paris') - n * interval '1 day') at time zone 'Europe/Paris' as bucket
        from generate_series(0, 399) as n
      ) as day
      where sites.state = 'En production'`);
    await rebuildOrganismTrafficDays(db);
    await db.execute(sql`analyze`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Traffic: ${await count(sql`select count(*)::integer as count from traffic_daily`)} site days and ` +
        `${await count(sql`select count(*)::integer as count from traffic_daily_organism`)} organism days in ${seconds} s.`,
    );
  } else {
    console.log(`Traffic: ${days.toLocaleString("en")} site days already there, left as they are.`);
  }
} finally {
  await database.close();
}
