// The purchases, used codes and customers dashboards' searches through the
// search proxy, for the busiest organism over six months, as its manager:
//   npx tsx tools/bench/statistics-dashboards/dashboards-bench.ts [--iterations N] [--warmup N]
// DATABASE_URL, else the large data set (ondine_large on the local server).
import { parseArgs } from "node:util";
import {
  addCalendarMonths,
  calendarDayOf,
  customersPageBody,
  formatCalendarDay,
  purchasesStatisticsBody,
  roleFlagsFrom,
  rolesTree,
  usedCodesStatisticsBody,
} from "@ondine/domain";
import { openDatabase } from "@ondine/server/db";
import { createSearchLimits, scopeOf, searchIndex } from "@ondine/server/tools-api";
import { sql } from "drizzle-orm";
import { milliseconds, percentile } from "../search/percentiles";

const { values } = parseArgs({
  options: { iterations: { type: "string", default: "100" }, warmup: { type: "string", default: "10" } },
});
const iterations = Number(values.iterations);
const warmup = Number(values.warmup);
const databaseUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/ondine_large";
const database = await openDatabase({ databaseUrl });
const { db } = database;
try {
  const [busiest] = (
    await db.execute(sql`select organism_id, count(*) as count from purchases group by 1 order by 2 desc limit 1`)
  ).rows as { organism_id: number; count: number }[];
  if (!busiest) throw new Error("No purchases: seed the large data set first.");
  const organism = busiest.organism_id;
  const actor = {
    id: 0,
    admin: false,
    roles: rolesTree(roleFlagsFrom(["statistic_purchases", "statistic_coupons", "statistic_customers"]), false),
  };
  const scope = await scopeOf(db, { admin: false, locations: [{ locationType: "Organism", locationId: organism }] });
  const searchDeps = { database: { db, engine: database.engine, timeoutMs: 5000 }, limits: createSearchLimits() };
  const today = calendarDayOf(new Date());
  const search = { organism, from: formatCalendarDay(addCalendarMonths(today, -6)), to: formatCalendarDay(today) };
  const runs = {
    purchases: () =>
      searchIndex(searchDeps, {
        index: "purchases",
        body: purchasesStatisticsBody(search),
        urlParameters: {},
        actor,
        scope,
        now: new Date(),
      }),
    used_codes: () =>
      searchIndex(searchDeps, {
        index: "coupons",
        body: usedCodesStatisticsBody(search),
        urlParameters: {},
        actor,
        scope,
        now: new Date(),
      }),
    customers: () =>
      searchIndex(searchDeps, {
        index: "guest_users",
        body: customersPageBody({ organism }, new Date()),
        urlParameters: {},
        actor,
        scope,
        now: new Date(),
      }),
  };
  console.log(
    `Organism ${organism} (${busiest.count} purchases), ${search.from} to ${search.to}; ${iterations} runs after ${warmup}.`,
  );
  console.log("| dashboard search | hits | p50 | p95 |");
  console.log("| --- | --- | --- | --- |");
  for (const [name, run] of Object.entries(runs)) {
    const timings: number[] = [];
    let hits = 0;
    for (let index = 0; index < warmup + iterations; index++) {
      const started = performance.now();
      const answer = await run();
      const elapsed = performance.now() - started;
      hits = typeof answer.hits.total === "object" ? answer.hits.total.value : (answer.hits.total ?? 0);
      if (index >= warmup) timings.push(elapsed);
    }
    console.log(
      `| ${name} | ${hits} | ${milliseconds(percentile(timings, 0.5))} | ${milliseconds(percentile(timings, 0.95))} |`,
    );
  }
} finally {
  await database.close();
}
