// Private Wi-Fi spaces at a residence's scale (docs/performance.md#private-wifi; targets: a 5,000-line
// CSV import, preview then write, within 3 s; the list of 5,000 spaces searched, p95 within 50 ms):
//   npm run bench:private-wifi -- [--database-url URL] [--runs N] [--warmup N]
// Builds its own data set in a new database (`ondine_bench_private_wifi` on the local server unless
// told): one organism, a site per import run plus one, each with its private SSID, and an admin's API
// token. Builds the app in this process (LOG_LEVEL silent unless set), listening on the loopback, and
// measures over HTTP:
// 1. each run imports a 5,000-line file (names, and comments holding the separator in quotes) into a
//    site of its own: the preview, then the import, each timed, and checks the 5,000 spaces are there;
// 2. the list of the first site's 5,000 spaces, searched for a random room, a random building, a word
//    of the comments, by name and by expiry, read cache emptied before each call.
import { parseArgs } from "node:util";
import { privateWifiLimits } from "@ondine/domain";
import { migrateDatabase, openDatabase } from "@ondine/server/db";
import { buildApp } from "@ondine/server/tools-api";
import { sql } from "drizzle-orm";
import { inProcessBenchConfig, loadAverage } from "../bench-database";
import { upsertBenchTokenAccount } from "../bench-token-account";
import { recreateBenchDatabase } from "../recreate-bench-database";
import { latencyCells, percentile } from "../search/percentiles";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    runs: { type: "string", default: "5" },
    warmup: { type: "string", default: "10" },
  },
});
// Never DATABASE_URL: the bench drops and makes its database again.
const databaseUrl = values["database-url"] ?? "postgres://postgres@127.0.0.1:5432/ondine_bench_private_wifi";
const importRuns = Number(values.runs);
const warmup = Number(values.warmup);
const listCalls = 200;
const targets = { importMs: 3000, listMs: 50 };
const lines = privateWifiLimits.importMaxLines;
const buildings = ["A", "B", "C", "D", "E"];

const pick = <Item>(items: readonly Item[]): Item => items[Math.floor(Math.random() * items.length)] as Item;

/** A residence's file: "Chambre A-0001" ... with a lease comment holding a comma, quoted, `;`-separated. */
function residenceFile(): Uint8Array {
  const rows = ["name;comment;étage"];
  for (let index = 0; index < lines; index += 1) {
    const building = buildings[index % buildings.length];
    rows.push(
      `Chambre ${building}-${String(index + 1).padStart(4, "0")};"Bail jusqu'au 30/06, étudiant ${index}";${index % 7}`,
    );
  }
  return new TextEncoder().encode(`${rows.join("\r\n")}\r\n`);
}

console.log(
  `Private Wi-Fi bench: ${importRuns} imports of ${lines.toLocaleString("en")} lines, ${listCalls} list calls`,
);
console.log(`Load average at start: ${loadAverage()}`);
await recreateBenchDatabase(databaseUrl);
const database = await openDatabase({ databaseUrl });
try {
  await migrateDatabase(database);
  const { db } = database;
  await db.execute(sql`insert into organisms (name, kind) values ('Résidences du banc', 'residence')`);
  await db.execute(sql`
    insert into sites (organism_id, name, state, latitude, longitude, address, postal_code, city)
    select organisms.id, 'Résidence ' || n, 'En production', 45 + n / 100.0, 2 + n / 100.0, n || ' rue des Écoles', '69007', 'Lyon'
    from organisms cross join generate_series(1, ${importRuns + 1}) as n`);
  await db.execute(sql`
    insert into iot_site_wlans (site_id, name, ssid, psk)
    select id, 'RAN', 'Residence-' || id || '-Prive', 'unused-shared-psk' from sites`);
  const siteIds = (await db.execute<{ id: number }>(sql`select id from sites order by id`)).rows.map((site) => site.id);
  const token = await upsertBenchTokenAccount(database, {
    email: "private-wifi@bench.ondine.example",
    firstName: "Bench",
    lastName: "Private Wi-Fi",
    admin: true,
    roleFlags: ["api", "ran"],
  });
  const app = buildApp({ config: inProcessBenchConfig(databaseUrl), database });
  try {
    const baseUrl = await app.listen({ host: "127.0.0.1", port: 0 });
    const headers = { "x-api-token": token };
    const settleBy = performance.now() + 30_000;
    while ((await fetch(`${baseUrl}/api/ran/sites/${siteIds[0]}/spaces`, { headers })).status === 503) {
      if (performance.now() > settleBy) throw new Error("The app still sheds requests 30 s after starting");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const file = residenceFile();
    const post = async (path: string) => {
      const form = new FormData();
      form.append("file", new Blob([file], { type: "text/csv" }), "residents.csv");
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`, { method: "POST", headers, body: form });
      const body = await response.text();
      const ms = performance.now() - started;
      if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${body.slice(0, 500)}`);
      return { ms, body: JSON.parse(body) as { creatable?: number; created?: number } };
    };

    console.log(
      `\nImport of ${lines.toLocaleString("en")} lines (${(file.length / 1024).toFixed(0)} KiB), each run on a site of its own:`,
    );
    console.log("| run | preview ms | import ms | total ms | created | target |");
    console.log("|---|---|---|---|---|---|");
    const totals: number[] = [];
    for (let run = 1; run <= importRuns; run += 1) {
      const siteId = siteIds[run];
      const preview = await post(`/api/ran/sites/${siteId}/spaces/import/preview`);
      if (preview.body.creatable !== lines)
        throw new Error(`the preview found ${preview.body.creatable} creatable lines`);
      const written = await post(`/api/ran/sites/${siteId}/spaces/import`);
      if (written.body.created !== lines) throw new Error(`the import created ${written.body.created} spaces`);
      const total = preview.ms + written.ms;
      totals.push(total);
      const verdict = total <= targets.importMs ? "met" : "MISSED";
      console.log(
        `| ${run} | ${preview.ms.toFixed(0)} | ${written.ms.toFixed(0)} | ${total.toFixed(0)} | ${written.body.created} | ${targets.importMs} ms ${verdict} |`,
      );
    }
    console.log(`Worst import: ${Math.max(...totals).toFixed(0)} ms (target ${targets.importMs} ms)`);

    // The list: the first site gets the same file, then searches.
    await post(`/api/ran/sites/${siteIds[0]}/spaces/import`);
    const listed = siteIds[0];
    const searches: Array<[string, () => string]> = [
      [
        "a room, by name",
        () =>
          `q=${encodeURIComponent(`${pick(buildings)}-${String(1 + Math.floor(Math.random() * lines)).padStart(4, "0")}`)}`,
      ],
      ["a building, by name", () => `q=${encodeURIComponent(`Chambre ${pick(buildings)}`)}&sort=name`],
      [
        "a word of the comments, by expiry",
        () => `q=${encodeURIComponent(`étudiant ${Math.floor(Math.random() * lines)}`)}&sort=expires_on`,
      ],
      [
        "no search, page 1 then a random page, by devices",
        () => `sort=devices&order=desc&page=${1 + Math.floor(Math.random() * 100)}`,
      ],
    ];
    console.log(
      `\nThe list of site ${listed}'s ${lines.toLocaleString("en")} spaces, over HTTP (read cache emptied each call):`,
    );
    console.log("| search | calls | p50 | p95 | mean | max | target (p95) |");
    console.log("| --- | --- | --- | --- | --- | --- | --- |");
    for (const [label, query] of searches) {
      const samples: number[] = [];
      for (let call = 0; call < warmup + listCalls / searches.length; call += 1) {
        app.readCache.clear();
        const path = `/api/ran/sites/${listed}/spaces?${query()}`;
        const started = performance.now();
        const response = await fetch(`${baseUrl}${path}`, { headers });
        await response.text();
        const ms = performance.now() - started;
        if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
        if (call >= warmup) samples.push(ms);
      }
      const verdict = percentile(samples, 0.95) <= targets.listMs ? "met" : "MISSED";
      console.log(
        `| ${label} | ${samples.length} | ${latencyCells(samples).join(" | ")} | ${targets.listMs} ms ${verdict} |`,
      );
    }
    console.log(`\nLoad average at the end: ${loadAverage()}`);
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
