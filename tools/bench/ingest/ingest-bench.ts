// Ingest throughput and the year-long organism traffic read on PostgreSQL
// (docs/performance.md "Ingest and traffic reads"):
//   npm run bench:ingest -- [--server-url URL] [--sites N] [--collectors N] [--seconds N]
//     [--batch-minutes N] [--warmup-batches N] [--runs N] [--warmup N] [--busy]
// Creates a throwaway database on the server (postgres://postgres@127.0.0.1:5432 by default), migrates it,
// makes an organism of N sites in production, fills a year of traffic history, sends batches through the
// whole app (`app.inject`) for a bounded time, times the year read, and drops the database.
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { loadConfig } from "@ondine/server/config";
import { buildApp } from "@ondine/server/tools-api";
import { besideBusyCore } from "../busy-core";
import { milliseconds, percentile } from "../search/percentiles";
import { insertBenchOrganism } from "./bench-organism";
import { itemsPerBatch } from "./ingest-batches";
import { runIngest } from "./ingest-throughput";
import { withThrowawayDatabase } from "./throwaway-database";
import { fillTrafficHistory } from "./traffic-history";
import { timeTrafficReads } from "./traffic-reads";

const { values } = parseArgs({
  options: {
    "server-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    sites: { type: "string", default: "500" },
    collectors: { type: "string", default: "4" },
    seconds: { type: "string", default: "60" },
    "batch-minutes": { type: "string", default: "16" },
    "warmup-batches": { type: "string", default: "2" },
    runs: { type: "string", default: "50" },
    warmup: { type: "string", default: "5" },
    busy: { type: "boolean", default: false },
  },
});
const settings = {
  sites: Number(values.sites),
  collectors: Number(values.collectors),
  seconds: Number(values.seconds),
  batchMinutes: Number(values["batch-minutes"]),
  warmupBatches: Number(values["warmup-batches"]),
  runs: Number(values.runs),
  warmup: Number(values.warmup),
};

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;
/** The collectors report from 10 days ago onwards: inside the history, before its raw samples. */
const ingestDaysBack = 10;

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(" / ");
const integer = (value: number) => Math.round(value).toLocaleString("en");
const secondsSince = (started: number) => `${((performance.now() - started) / 1_000).toFixed(1)} s`;

await withThrowawayDatabase(values["server-url"], "ondine_bench_ingest", async (database, databaseUrl, name) => {
  const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", DATABASE_URL: databaseUrl });
  const now = new Date();
  console.log(`Database ${name}; load average (1 / 5 / 15 min) ${loadAverage()} at the start`);

  const organism = await insertBenchOrganism(database.db, settings);
  const filling = performance.now();
  const history = await fillTrafficHistory(database.db, {
    siteIds: organism.sites.map((site) => site.siteId),
    now,
    retentionMonths: config.monitoringRetentionMonths,
  });
  console.log(
    `History of ${organism.sites.length} sites in ${secondsSince(filling)}: ${integer(history.daily)} daily roll-ups, ` +
      `${integer(history.hourly)} hourly, ${integer(history.raw)} raw samples`,
  );

  const app = buildApp({ config, database });
  // --busy: one core kept busy from once the history is in, through the ingest and the reads.
  const busy = values.busy === true;
  const busyNote = busy ? "; one core kept busy by the bench" : "";
  await besideBusyCore(busy, async () => {
    await app.ready();
    const firstMinute = Math.floor((now.getTime() - ingestDaysBack * dayMs) / minuteMs) * minuteMs;
    const ingest = await runIngest(app, organism.collectors, {
      seconds: settings.seconds,
      minutesPerBatch: settings.batchMinutes,
      warmupBatches: settings.warmupBatches,
      firstMinute,
      endMinute: Math.floor(now.getTime() / minuteMs) * minuteMs,
    });
    const perBatch = organism.collectors[0] ? itemsPerBatch(organism.collectors[0], settings.batchMinutes) : 0;
    const elapsedSeconds = ingest.elapsedMs / 1_000;
    console.log(
      `\nPOST /api/ingest/v1/batches by app.inject: ${organism.collectors.length} collector(s) at once, ` +
        `${organism.collectors[0]?.sites.length ?? 0} sites each, batches of ${settings.batchMinutes} minutes ` +
        `(${integer(perBatch)} items: a traffic sample and 1 or 2 line states a site a minute), ` +
        `${settings.warmupBatches} warm-up batches each${busyNote}; load average ${loadAverage()} at the end`,
    );
    console.log(
      "| samples/s | accepted | traffic / line states | batches | wall time | batch p50 / p95 | making bodies |",
    );
    console.log("| --- | --- | --- | --- | --- | --- | --- |");
    console.log(
      `| ${integer(ingest.accepted / elapsedSeconds)} | ${integer(ingest.accepted)} | ` +
        `${integer(ingest.traffic)} / ${integer(ingest.lineStates)} | ${ingest.batches} | ${elapsedSeconds.toFixed(1)} s | ` +
        `${milliseconds(percentile(ingest.batchMs, 0.5))} / ${milliseconds(percentile(ingest.batchMs, 0.95))} | ` +
        `${(ingest.generationMs / 1_000).toFixed(1)} s |`,
    );
    if (ingest.exhausted > 0) console.log(`(${ingest.exhausted} collectors reached "now" before the time was up)`);

    const signIn = await app.inject({
      method: "POST",
      url: "/api/users/sign_in",
      payload: { email: organism.reader.email, password: organism.reader.password },
    });
    if (signIn.statusCode !== 200) throw new Error(`sign-in answered ${signIn.statusCode}: ${signIn.body}`);
    const cookie = signIn.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
    const reads = await timeTrafficReads(app, database.db, {
      organismId: organism.organismId,
      cookie,
      now,
      runs: settings.runs,
      warmup: settings.warmup,
    });
    console.log(
      `\nGET /api/monitoring/traffic/?organism=&start_at=&stop_at= over 12 months as the organism's user ` +
        `(${organism.sites.length} sites, ${reads.points} daily points), ${settings.runs} runs after ${settings.warmup} ` +
        `warm-up, each window an hour earlier (never from the cache)${busyNote}; load average ${loadAverage()} at the end`,
    );
    console.log("| timed | p50 | p95 | min | max |");
    console.log("| --- | --- | --- | --- | --- |");
    for (const [label, timings] of [
      ["HTTP (app.inject)", reads.httpMs],
      ["readTraffic only", reads.readMs],
    ] as const) {
      console.log(
        `| ${label} | ${milliseconds(percentile(timings, 0.5))} | ${milliseconds(percentile(timings, 0.95))} | ` +
          `${milliseconds(Math.min(...timings))} | ${milliseconds(Math.max(...timings))} |`,
      );
    }
  }).finally(() => app.close());
});
