// The overview's and the dashboards' calls for the busiest organism (most
// guests), over six months and over a month (docs/performance.md "Statistics"):
//   npm run bench:statistics -- [--database-url URL] [--runs N] [--warmup N]
// DATABASE_URL, else the large data set (ondine_large on the local server).
// Builds the app in this process (LOG_LEVEL silent unless set) and sends each
// call through it (app.inject: authentication, scope, parsing, the handler,
// the answer) with the API token of an account holding that organism and the
// statistics roles. The read cache is emptied before each call, so every
// figure is a read of the database, not of the 3-minute cache.
import { statisticsWindow } from "@ondine/domain";
import { openDatabase } from "@ondine/server/db";
import { buildApp } from "@ondine/server/tools-api";
import { benchRunOptions, busiestOrganism, inProcessBenchConfig, loadAverage } from "../bench-database";
import { latencyCells, percentile } from "../search/percentiles";
import { timeUncachedCalls } from "../uncached-calls";
import { upsertBenchStatistician } from "./bench-statistician";
import { statisticsRequests } from "./statistics-requests";

const { databaseUrl, runs, warmup } = benchRunOptions({ runs: 50, warmup: 5 });
/** SPEC's speed target for each statistics call. */
const targetP95Ms = 150;

const loadAtStart = loadAverage();
const database = await openDatabase({ databaseUrl });
try {
  const busiest = await busiestOrganism(database, "guest_users");
  const token = await upsertBenchStatistician(database, busiest.organism_id);

  const app = buildApp({ config: inProcessBenchConfig(databaseUrl), database });
  try {
    await app.ready();
    const now = new Date();
    console.log(
      `Organism ${busiest.organism_id} (${busiest.count.toLocaleString("en")} guests), as its statistician (API token, ` +
        `not an admin), in process (app.inject), read cache emptied before each call, database ` +
        `${new URL(databaseUrl).pathname.slice(1)}: ${runs} runs of each after ${warmup} warm-up.`,
    );
    console.log("| call | window | p50 | p95 | mean | max | rows | target |");
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const since of ["M6", "M1"] as const) {
      const window = statisticsWindow({ since }, now);
      for (const request of statisticsRequests(busiest.organism_id, window, now)) {
        const { samples, last } = await timeUncachedCalls(app, { name: request.name, warmup, runs }, () =>
          app.inject({
            method: request.method,
            url: request.url,
            headers: { "x-api-token": token, "content-type": "application/json" },
            ...(request.payload ? { payload: request.payload } : {}),
          }),
        );
        const rows = last ? request.rowsOf(last.json()) : 0;
        const p95 = percentile(samples, 0.95);
        const cells = [
          request.name,
          since,
          ...latencyCells(samples),
          rows.toLocaleString("en"),
          p95 <= targetP95Ms ? "met" : "MISSED",
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
