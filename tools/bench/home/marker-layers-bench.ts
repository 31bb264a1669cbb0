// The home map's 2,823 sites placed two ways in Debian's Chromium, nothing else on the page
// (docs/performance.md "Home map"): the canvas layer the console uses, and the
// leaflet.markercluster layer it replaced (chunked loading). Time from handing over the markers
// to every one placed, and the tasks over 50 ms meanwhile (what a click would wait behind).
//   npm run bench:home-markers -- [--database-url URL] [--runs N]
// The sites are the admin's of the large data set (in production or VSR, with coordinates), all
// grey as on the first draw; the page (tools/bench/home/marker-layers-page) is built with Vite.
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { chromium } from "playwright-core";
import { build } from "vite";
import { benchDatabaseUrl } from "../bench-database";
import { serveBuiltPage } from "../built-page-server";
import { closedNetworkChromiumArgs } from "../closed-network-chromium";
import { mainThreadCpu } from "./main-thread-cpu";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    runs: { type: "string", default: "5" },
    chromium: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
  },
});
const runs = Number(values.runs);

const client = new pg.Client({ connectionString: benchDatabaseUrl(values["database-url"]) });
await client.connect();
const { rows } = await client.query<{ id: number; name: string; latitude: number; longitude: number }>(
  "select id, name, latitude, longitude from sites where state in ('En production', 'VSR') order by name, id",
);
await client.end();
/** A site as the page hands it to a layer (the console's `SiteMapPoint`, features/home/map/map-points.ts). */
interface BenchSite {
  kind: "site";
  key: string;
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  colour: "grey";
  shape: "marker";
}
const points: BenchSite[] = rows.map((row) => ({
  kind: "site",
  key: `site-${row.id}`,
  id: row.id,
  name: row.name,
  latitude: row.latitude,
  longitude: row.longitude,
  colour: "grey",
  shape: "marker",
}));

const outDir = await mkdtemp(join(tmpdir(), "home-markers-bench-"));
await build({
  root: resolve(import.meta.dirname, "marker-layers-page"),
  configFile: false,
  logLevel: "warn",
  build: { outDir, emptyOutDir: true },
});
const pageServer = await serveBuiltPage(outDir);
const { baseUrl } = pageServer;

interface BenchResult {
  placedIn: number;
  longTasks: number[];
}
type PageGlobal = {
  prepareMap: (layer: string, points: readonly BenchSite[]) => Promise<void>;
  placeMarkers: () => Promise<BenchResult>;
};

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? Number.NaN;
const format = (numbers: number[]) =>
  `median ${median(numbers).toFixed(0)} ms, worst ${Math.max(...numbers).toFixed(0)} ms (${numbers.map((n) => n.toFixed(0)).join(", ")})`;

const layers = ["cluster", "canvas"] as const;
const results = new Map(layers.map((layer) => [layer, [] as (BenchResult & { longestCpu: number })[]]));
const loadBefore = loadavg();
const browser = await chromium.launch({ executablePath: values.chromium, args: closedNetworkChromiumArgs });
try {
  // The two layers by turns, each in a fresh page: the machine's load falls on both alike.
  for (let run = 0; run < runs; run += 1) {
    for (const layer of layers) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto(baseUrl);
      await page.waitForFunction(() => "prepareMap" in globalThis);
      await page.evaluate(({ layer, points }) => (globalThis as unknown as PageGlobal).prepareMap(layer, points), {
        layer,
        points,
      });
      // Traced: the longest task's CPU time (tdur) holds under the machine's load, its wall-clock time not.
      await browser.startTracing(page, { categories: ["toplevel"] });
      const result = await page.evaluate(() => (globalThis as unknown as PageGlobal).placeMarkers());
      const cpu = mainThreadCpu(await browser.stopTracing());
      results.get(layer)?.push({ ...result, longestCpu: cpu.longest });
      await context.close();
    }
  }
} finally {
  await browser.close();
  pageServer.close();
  await rm(outDir, { recursive: true, force: true });
}
const loadAfter = loadavg();
const load = (averages: number[]) => averages.map((average) => average.toFixed(2)).join(" / ");
console.log(
  `Home map markers: ${points.length} sites placed on a 1,100 x 560 map framed on them, ${runs} runs a layer`,
);
for (const layer of layers) {
  const samples = results.get(layer) ?? [];
  const longest = samples.map((sample) => Math.max(0, ...sample.longTasks));
  const counted = samples.map((sample) => sample.longTasks.length);
  console.log(`  ${layer}:`);
  console.log(`    placed in:         ${format(samples.map((sample) => sample.placedIn))}`);
  console.log(`    longest task:      ${format(longest)}`);
  console.log(`    tasks over 50 ms:  ${counted.join(", ")}`);
  console.log(`    longest task's CPU time (trace):  ${format(samples.map((sample) => sample.longestCpu))}`);
}
console.log(`  load average (1 / 5 / 15 min): ${load(loadBefore)} before, ${load(loadAfter)} after`);
