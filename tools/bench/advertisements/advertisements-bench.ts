// Portal announcements at scale (docs/performance.md "Portal announcements";
// targets: the public call 20 ms p95, the list and a save 150 ms p95):
//   npm run bench:advertisements -- [--database-url URL] [--runs N] [--warmup N] [--seconds N]
// DATABASE_URL, else the large data set (ondine_large on the local server);
// give a copy of it the volume first (prepare-advertisements-data.ts).
// Builds the app in this process (LOG_LEVEL silent unless set), listening on
// the loopback, and measures over HTTP:
// 1. the guest's public call, each time for another random site in
//    production, in a random language, from another client address
//    (X-Forwarded-For, the loopback trusted as a proxy) so that the
//    per-address limit is not what is measured; then its throughput for
//    `--seconds` at concurrency 8. The call has no in-process cache (only
//    `Cache-Control: max-age=60` for the portal's browser, which fetch
//    ignores): every call reads the database and writes the limit's counter;
// 2. the console list's first and last page, as the admin and as a manager
//    scoped to the organism with most announcements (API tokens), the read
//    cache emptied before each call;
// 3. a save (POST) naming that organism as a whole, so the overlap check
//    reads all its sites' announcements, on free days (9-10 of the month
//    eleven months ahead: the prepared data leaves them free), as that
//    manager; then its deletion (timed, no target).
import { parseArgs } from "node:util";
import { loadConfig } from "@ondine/server/config";
import { migrateDatabase, openDatabase } from "@ondine/server/db";
import { buildApp } from "@ondine/server/tools-api";
import { sql } from "drizzle-orm";
import { benchDatabaseUrl, loadAverage } from "../bench-database";
import { latencyCells, percentile } from "../search/percentiles";
import { upsertAnnouncementsBenchAccount } from "./bench-accounts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    runs: { type: "string", default: "200" },
    warmup: { type: "string", default: "10" },
    seconds: { type: "string", default: "5" },
  },
});
const databaseUrl = benchDatabaseUrl(values["database-url"]);
/** The public call's runs; the console's calls take a fifth of them (at least 20). */
const runs = Number(values.runs);
const consoleRuns = Math.max(20, Math.round(runs / 5));
const warmup = Number(values.warmup);
const seconds = Number(values.seconds);
const concurrency = 8;

/** The portal announcements work's speed targets, p95. */
const targets = { publicCall: 20, list: 150, save: 150 };
const languages = ["fr", "en", "de", "es", "nl", "zh"];

const pick = <Item>(items: readonly Item[]): Item => items[Math.floor(Math.random() * items.length)] as Item;
/** Another client address each call (10.x.y.z): a portal's guests are many. */
let addressCounter = 0;
const nextClientAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

async function timed(url: string, init: RequestInit, expected: number): Promise<{ ms: number; text: string }> {
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== expected)
    throw new Error(`${init.method ?? "GET"} ${url} answered ${response.status}: ${text.slice(0, 500)}`);
  return { ms, text };
}

function row(cells: (string | number)[]) {
  console.log(`| ${cells.join(" | ")} |`);
}

const verdict = (samples: number[], target: number | undefined) =>
  target === undefined ? "-" : percentile(samples, 0.95) <= target ? "met" : "MISSED";

const loadAtStart = loadAverage();
const database = await openDatabase({ databaseUrl });
try {
  await migrateDatabase(database);
  const { db } = database;
  const siteIds = (
    await db.execute<{ id: number }>(sql`select id from sites where state = 'En production' order by id`)
  ).rows.map((site) => site.id);
  const [totals] = (
    await db.execute<{ announcements: number; locations: number }>(
      sql`select (select count(*)::int from advertisements) as announcements, (select count(*)::int from advertisement_locations) as locations`,
    )
  ).rows;
  const [busiest] = (
    await db.execute<{ organism_id: number; count: number; sites: number }>(sql`
      select sites.organism_id, count(distinct locations.advertisement_id)::int as count,
        count(distinct sites.id)::int as sites
      from advertisement_locations as locations join sites on sites.id = locations.site_id
      group by 1 order by 2 desc, 1 limit 1`)
  ).rows;
  if (!busiest || siteIds.length === 0) throw new Error("No announcements on sites: prepare the data set first.");
  const adminToken = await upsertAnnouncementsBenchAccount(database, "admin", undefined);
  const managerToken = await upsertAnnouncementsBenchAccount(database, "manager", busiest.organism_id);

  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "silent",
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: "127.0.0.1",
  });
  const app = buildApp({ config, database });
  try {
    const baseUrl = await app.listen({ host: "127.0.0.1", port: 0 });
    console.log(
      `Database ${new URL(databaseUrl).pathname.slice(1)}: ${totals?.announcements.toLocaleString("en")} announcements, ` +
        `${totals?.locations.toLocaleString("en")} locations, ${siteIds.length.toLocaleString("en")} sites in production; ` +
        `organism ${busiest.organism_id} has ${busiest.count.toLocaleString("en")} on ${busiest.sites} sites. Over HTTP on the loopback.`,
    );
    console.log("| call | runs | p50 | p95 | mean | max | target (p95) |");
    console.log("| --- | --- | --- | --- | --- | --- | --- |");

    // 1. The public call: another site, language and address each time.
    const publicCall = () =>
      timed(
        `${baseUrl}/api/portal/sites/${pick(siteIds)}/announcement?lang=${pick(languages)}`,
        { headers: { "x-forwarded-for": nextClientAddress() } },
        200,
      );
    const publicSamples: number[] = [];
    let shown = 0;
    for (let index = 0; index < warmup + runs; index++) {
      const answer = await publicCall();
      if (index < warmup) continue;
      publicSamples.push(answer.ms);
      if ((JSON.parse(answer.text) as { announcement: unknown }).announcement !== null) shown += 1;
    }
    row([
      `GET /api/portal/sites/{random}/announcement (${shown} of ${runs} with one)`,
      runs,
      ...latencyCells(publicSamples),
      `${targets.publicCall} ms ${verdict(publicSamples, targets.publicCall)}`,
    ]);

    // 2. The console list, first and last page.
    const consoleGet = (token: string, page: number) =>
      timed(`${baseUrl}/api/portal_annoucements?page=${page}`, { headers: { "x-api-token": token } }, 200);
    for (const [who, token] of [
      ["admin", adminToken],
      [`manager of organism ${busiest.organism_id}`, managerToken],
    ] as const) {
      const first = JSON.parse((await consoleGet(token, 1)).text) as { total_pages: number; total_count: number };
      for (const page of [1, first.total_pages]) {
        const samples: number[] = [];
        for (let index = 0; index < warmup + consoleRuns; index++) {
          app.readCache.clear();
          const answer = await consoleGet(token, page);
          if (index >= warmup) samples.push(answer.ms);
        }
        row([
          `list page ${page} of ${first.total_pages}, ${who} (${first.total_count.toLocaleString("en")})`,
          consoleRuns,
          ...latencyCells(samples),
          `${targets.list} ms ${verdict(samples, targets.list)}`,
        ]);
      }
    }

    // 3. A save on the busiest organism as a whole, then its deletion.
    const month = new Date();
    month.setUTCDate(1);
    month.setUTCMonth(month.getUTCMonth() + 11);
    const day = (dayOfMonth: number) => `${month.toISOString().slice(0, 8)}${String(dayOfMonth).padStart(2, "0")}`;
    const body = JSON.stringify({
      advertisement: {
        internal_title: "Bench save",
        public_title: { fr: "Soirée jazz", en: "Jazz night" },
        content: { fr: "Concert au bar à 21 h.", en: "Live music at the bar from 9 pm." },
        signature: { fr: "La direction", en: "The management" },
        starts_at: day(9),
        ends_at: day(10),
        fallback_language: "fr",
        locations: [{ location_type: "Organism", location_id: busiest.organism_id }],
      },
    });
    const headers = { "x-api-token": managerToken, "content-type": "application/json" };
    const saveSamples: number[] = [];
    const deleteSamples: number[] = [];
    for (let index = 0; index < warmup + consoleRuns; index++) {
      const saved = await timed(`${baseUrl}/api/portal_annoucements`, { method: "POST", headers, body }, 201);
      const { id } = (JSON.parse(saved.text) as { advertisement: { id: number } }).advertisement;
      const deleted = await timed(
        `${baseUrl}/api/portal_annoucements/${id}`,
        { method: "DELETE", headers: { "x-api-token": managerToken } },
        204,
      );
      if (index < warmup) continue;
      saveSamples.push(saved.ms);
      deleteSamples.push(deleted.ms);
    }
    row([
      `POST (organism ${busiest.organism_id} as a whole, ${day(9)} to ${day(10)}), manager`,
      consoleRuns,
      ...latencyCells(saveSamples),
      `${targets.save} ms ${verdict(saveSamples, targets.save)}`,
    ]);
    row(["DELETE it, manager", consoleRuns, ...latencyCells(deleteSamples), "-"]);

    // 1 again: the public call's throughput at concurrency 8.
    let answered = 0;
    const throughputSamples: number[] = [];
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until) {
          throughputSamples.push((await publicCall()).ms);
          answered += 1;
        }
      }),
    );
    console.log(
      `\nPublic call at concurrency ${concurrency} for ${seconds} s: ${Math.round(answered / seconds)} requests a second ` +
        `(${answered} answered, all 200), p50 ${percentile(throughputSamples, 0.5).toFixed(1)} ms, ` +
        `p95 ${percentile(throughputSamples, 0.95).toFixed(1)} ms.`,
    );
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
console.log(`Load average (1 / 5 / 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end`);
