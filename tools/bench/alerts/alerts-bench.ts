// An uplink provider's outage (docs/performance.md#alerts; target: evaluation, grouping and the mails
// in the outbox within 10 s, one mail per subscriber):
//   npm run bench:alerts -- [--database-url URL] [--runs N]
// Builds its own data set in a new database (`ondine_bench_alerts` on the local server unless told):
// 3,000 sites reporting, in 30 organisms of 100 sites, each organism's manager subscribed to its 100
// sites (down and recovered) and an operations admin to all 3,000. Each run: every site up and told of
// nothing; then 300 sites, 10 in each organism, lose their line at once, and the clock runs as the jobs
// would run it: the periodic check (every site evaluated, the 300 changes recorded), the alert
// evaluation once the tolerance has passed (the 300 announced, 600 notifications: each site's manager and the admin), and once the
// group wait has passed (the mails). Times the three steps and counts the mails: 31, one per
// subscriber, each listing its sites.
import { parseArgs } from "node:util";
import { alertNoiseDefaults } from "@ondine/domain";
import { migrateDatabase, openDatabase } from "@ondine/server/db";
import { createMailService, evaluateSiteAvailability, runAlertEvaluation } from "@ondine/server/tools-api";
import { sql } from "drizzle-orm";
import { loadAverage } from "../bench-database";
import { recreateBenchDatabase } from "../recreate-bench-database";
import { percentile } from "../search/percentiles";
import { insertOutageFleet, outageFleet, resetOutageFleet, takeDown } from "./outage-fleet";

const { values } = parseArgs({
  options: { "database-url": { type: "string" }, runs: { type: "string", default: "5" } },
});
const databaseUrl = values["database-url"] ?? "postgres://postgres@127.0.0.1:5432/ondine_bench_alerts";
const runs = Number(values.runs);
const targetMs = 10_000;

const time = async <Result>(work: () => Promise<Result>): Promise<[Result, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

console.log(`Alerts bench: ${outageFleet.organisms} organisms x ${outageFleet.sitesPerOrganism} sites, ${runs} runs`);
console.log(`Load average at start: ${loadAverage()}`);
await recreateBenchDatabase(databaseUrl);
const database = await openDatabase({ databaseUrl });
const mail = createMailService({ logger: { info: () => {} }, isDeliveryConfigured: true, now: () => new Date() });
const totals: number[] = [];
try {
  await migrateDatabase(database);
  const { db } = database;
  await insertOutageFleet(db);
  console.log("| run | check (3,000 sites) ms | announce ms | mail ms | total ms | events | notifications | mails |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (let run = 1; run <= runs; run++) {
    // Every site up and quiet, as of a minute ago: the outage starts from a fleet nobody was told about.
    let now = new Date(Date.now() + run * 86_400_000);
    await resetOutageFleet(db, now);
    await evaluateSiteAvailability(db, "all", now);
    const quiet = { db, now, rules: alertNoiseDefaults, publicUrl: "https://console.ondine.example" };
    const jobs = { ...quiet, queueMail: mail.sendMail, logger: { info: () => {} } };
    await runAlertEvaluation(jobs);

    now = new Date(now.getTime() + 1000);
    await takeDown(db, now);
    const [checked, checkMs] = await time(() => evaluateSiteAvailability(db, "all", now));
    now = new Date(now.getTime() + alertNoiseDefaults.toleranceMs);
    const [announced, announceMs] = await time(() => runAlertEvaluation({ ...jobs, now }));
    now = new Date(now.getTime() + alertNoiseDefaults.groupWaitMs);
    const [mailed, mailMs] = await time(() => runAlertEvaluation({ ...jobs, now }));
    const total = checkMs + announceMs + mailMs;
    totals.push(total);
    console.log(
      `| ${run} | ${checkMs.toFixed(0)} | ${announceMs.toFixed(0)} | ${mailMs.toFixed(0)} | ${total.toFixed(0)} | ` +
        `${checked.changed} | ${announced.notifications} | ${mailed.mails} |`,
    );
    const expectedMails = outageFleet.organisms + 1;
    if (checked.changed !== outageFleet.downSites || mailed.mails !== expectedMails) {
      throw new Error(`expected ${outageFleet.downSites} changes and ${expectedMails} mails`);
    }
  }
  const [outbox] = (
    await db.execute<{ mails: number; longest: number }>(sql`
      select count(*)::int as mails, max(length(body_text))::int as longest from outbox_messages
      where id in (select outbox_message_id from alert_notifications)`)
  ).rows;
  const p95 = percentile(totals, 0.95);
  console.log(
    `\nAlert mails of the last run in the outbox: ${outbox?.mails}, the longest ${outbox?.longest} characters`,
  );
  console.log(
    `p95 of the three steps: ${p95.toFixed(0)} ms, target ${targetMs} ms ${p95 <= targetMs ? "met" : "MISSED"}`,
  );
  console.log(`Load average at end: ${loadAverage()}`);
} finally {
  await database.close();
}
