// The five yearly reporting calls and the workbook for the busiest organism
// (most purchases and codes) of the large data set, for the current year and
// the one before (docs/performance.md "Yearly reporting"; target 150 ms p95
// a call):
//   npm run bench:reporting -- [--database-url URL] [--runs N] [--warmup N]
// DATABASE_URL, else the large data set (ondine_large on the local server).
// Builds the app in this process (LOG_LEVEL silent unless set) and sends each
// call through it (app.inject: authentication, scope, parsing, the location
// lookups, the query, the answer) with the API token of an account holding
// that organism and the reporting roles, not an admin. The read cache is
// emptied before each call: every figure is a read of the database.
import { calendarDayOf, reportingCalls, reportingQueryString } from "@ondine/domain";
import { openDatabase, schema } from "@ondine/server/db";
import { buildApp, sha256Hex } from "@ondine/server/tools-api";
import { eq, sql } from "drizzle-orm";
import { benchRunOptions, inProcessBenchConfig, loadAverage } from "../bench-database";
import { upsertBenchIntegrator } from "../graphql/bench-integrator";
import { latencyCells, percentile } from "../search/percentiles";
import { timeUncachedCalls } from "../uncached-calls";

const { databaseUrl, runs, warmup } = benchRunOptions({ runs: 40, warmup: 5 });
/** The speed target for each reporting call. */
const targetP95Ms = 150;
/** docs/product.md#accounts-permissions: every call's roles, and `api` to call with a token. */
const reportingRoles = ["api", "statistics_reporting", "reporting_revenue", "online_purchases"];

const loadAtStart = loadAverage();
const database = await openDatabase({ databaseUrl });
try {
  const [busiest] = (
    await database.db.execute<{ organism_id: number; purchases: number; codes: number }>(sql`
      select organism_id, sum(purchases)::integer as purchases, sum(codes)::integer as codes from (
        select organism_id, count(*) as purchases, 0 as codes from purchases group by 1
        union all
        select organism_id, 0, count(*) from coupons group by 1
      ) as counted
      group by 1 order by sum(purchases) + sum(codes) desc, 1 limit 1`)
  ).rows;
  if (!busiest) throw new Error("No purchases nor codes in this database: seed the large data set first.");
  // The GraphQL bench's integrator, given the reporting roles (that bench sets its own back when it runs).
  const token = await upsertBenchIntegrator(database, busiest.organism_id);
  await database.db
    .update(schema.users)
    .set({ roleFlags: reportingRoles })
    .where(eq(schema.users.apiTokenHash, sha256Hex(token)));

  const app = buildApp({ config: inProcessBenchConfig(databaseUrl), database });
  try {
    await app.ready();
    const year = calendarDayOf(new Date()).year;
    console.log(
      `Organism ${busiest.organism_id} (${busiest.purchases.toLocaleString("en")} purchases, ` +
        `${busiest.codes.toLocaleString("en")} codes), as its reporter (API token, not an admin), in process ` +
        `(app.inject), read cache emptied before each call, database ${new URL(databaseUrl).pathname.slice(1)}: ` +
        `${runs} runs of each after ${warmup} warm-up.`,
    );
    console.log("| call | year | p50 | p95 | mean | max | target |");
    console.log("| --- | --- | --- | --- | --- | --- | --- |");
    for (const asked of [year, year - 1]) {
      const query = reportingQueryString({ year: asked, siteIds: [], organismIds: [busiest.organism_id] });
      const requests = [
        ...reportingCalls.map((call) => ({ name: call, url: `/api/statistics/${call}?${query}`, target: true })),
        // The workbook reads the five calls and writes five sheets: no target of its own.
        { name: "export.xlsx", url: `/api/statistics/export.xlsx?${query}&locale=fr`, target: false },
      ];
      for (const request of requests) {
        const { samples } = await timeUncachedCalls(app, { name: request.name, warmup, runs }, () =>
          app.inject({ method: "GET", url: request.url, headers: { "x-api-token": token } }),
        );
        const p95 = percentile(samples, 0.95);
        const cells = [
          request.name,
          asked,
          ...latencyCells(samples),
          request.target ? (p95 <= targetP95Ms ? "met" : "MISSED") : "-",
        ];
        console.log(`| ${cells.join(" | ")} |`);
      }
    }
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
console.log(`Load average (1 / 5 / 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end`);
