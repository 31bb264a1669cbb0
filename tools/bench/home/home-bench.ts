// Time from navigation to a usable home map, as the admin of the large data
// set (every site on the map), in Debian's Chromium (docs/performance.md "Home map"):
//   npm run build && npm run bench:home -- [--database-url URL] [--runs N] [--busy]
// Starts the built server on that database (DATABASE_URL, else ondine_large on
// the local server), map tiles turned off so nothing leaves the machine;
// WEB_DIST_DIR serves another build of the console (to set two builds side by side).
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { benchDatabaseUrl } from "../bench-database";
import { besideBusyCore } from "../busy-core";
import { closedNetworkChromiumArgs } from "../closed-network-chromium";
import { freshSignedInPage, signedInStorageState } from "../signed-in-session";
import { mainThreadCpu } from "./main-thread-cpu";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    runs: { type: "string", default: "7" },
    chromium: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
    busy: { type: "boolean", default: false },
  },
});
const databaseUrl = benchDatabaseUrl(values["database-url"]);
const runs = Number(values.runs);
const repositoryRoot = resolve(import.meta.dirname, "../../..");
const serverEntry = resolve(repositoryRoot, "apps/server/dist/main.js");
if (!existsSync(serverEntry)) throw new Error("Build first: npm run build");

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? done(address.port) : fail(new Error("no port"))));
    });
  });
}

async function startServer(): Promise<{ baseUrl: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn("node", [serverEntry], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      MAP_ROAD_TILES_URL: "none",
      MAP_SATELLITE_TILES_URL: "none",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode})`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, process: child };
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error("The server did not answer /api/health within 60 s");
}

/**
 * What the page keeps from its start (pageMeasures): its tasks over 50 ms, [start, duration], its
 * layout shift, and when (its own clock) the markers were placed and the statuses shown (0 until then).
 */
interface PageMeasures {
  longTasks: number[][];
  layoutShift: number;
  markersPlacedAt: number;
  statusesShownAt: number;
}

/**
 * Run in the page before its own scripts: the tasks over 50 ms (the Long Tasks API), the sum
 * of the layout shifts not caused by input, and the moments the map reports every marker placed
 * (data-markers-drawn) and the Status panel stops reading (aria-busy), noted by a mutation
 * observer in the task that makes the change. Playwright's waitFor polls at 0, 20, 50, 100, 100,
 * then every 500 ms: the time it sees the markers is up to half a second late, and later still
 * while the main thread is busy. A script's text, as the page runs it (DOM types are not this
 * program's).
 */
const pageMeasures = `
  globalThis.longTasks = [];
  globalThis.layoutShift = 0;
  globalThis.markersPlacedAt = 0;
  globalThis.statusesShownAt = 0;
  new MutationObserver(() => {
    if (!globalThis.markersPlacedAt && document.querySelector("[data-markers-drawn]:not([data-markers-drawn='0'])"))
      globalThis.markersPlacedAt = performance.now();
    if (!globalThis.statusesShownAt && document.querySelector("section[aria-busy='false']"))
      globalThis.statusesShownAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-markers-drawn", "aria-busy"] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) globalThis.layoutShift += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
`;

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? Number.NaN;
const worst = (numbers: number[]) => Math.max(...numbers);

const server = await startServer();
const browser = await chromium.launch({
  executablePath: values.chromium,
  args: closedNetworkChromiumArgs,
});
try {
  // Signed in once; each run then opens a fresh context (empty HTTP cache) with that session.
  const storageState = await signedInStorageState(browser, server.baseUrl);

  /**
   * From the navigation's start to every site placed on the map, in ms (the page's own clock):
   * as the page noted it (placed) and as the bench's poll saw it (seen, the figure of the rows
   * before 2026-12-01 10:00); and the longest task of the main thread until seen (what a click
   * waits behind at worst).
   */
  async function timeHome(page: import("playwright-core").Page, navigate: () => Promise<unknown>) {
    await navigate();
    const drawn = page.locator("[data-markers-drawn]:not([data-markers-drawn='0'])");
    await drawn.waitFor({ timeout: 60_000 });
    const elapsed = await page.evaluate(() => performance.now());
    const placed = await page.evaluate(() => (globalThis as unknown as PageMeasures).markersPlacedAt);
    const markers = Number(await drawn.getAttribute("data-markers-drawn"));
    const longestTask = await page.evaluate(
      (until) =>
        Math.max(
          0,
          ...(globalThis as unknown as PageMeasures).longTasks
            .filter(([start]) => (start ?? 0) <= until)
            .map(([, duration]) => duration ?? 0),
        ),
      elapsed,
    );
    return { elapsed, placed, markers, longestTask };
  }

  const cold: number[] = [];
  const coldPlaced: number[] = [];
  const coldStatuses: number[] = [];
  const warm: number[] = [];
  const warmPlaced: number[] = [];
  const coldLongest: number[] = [];
  const shifts: number[] = [];
  const coldCpu: number[] = [];
  const coldLongestCpu: number[] = [];
  let markers = 0;
  const loadBefore = loadavg();
  // --busy: one core kept busy through the visits.
  await besideBusyCore(values.busy === true, async () => {
    for (let run = 0; run < runs; run += 1) {
      const { context, page } = await freshSignedInPage(browser, server.baseUrl, storageState);
      await page.addInitScript({ content: pageMeasures });
      // The first visit traced: the main thread's CPU time (tdur) says what the page cost, whatever else runs on the machine.
      await browser.startTracing(page, { categories: ["toplevel"] });
      const first = await timeHome(page, () => page.goto("/"));
      const cpu = mainThreadCpu(await browser.stopTracing());
      coldCpu.push(cpu.total);
      coldLongestCpu.push(cpu.longest);
      cold.push(first.elapsed);
      coldPlaced.push(first.placed);
      coldLongest.push(first.longestTask);
      markers = first.markers;
      // The statuses come once the sites are placed (docs/performance.md "Home map"): the page is
      // settled when the network is quiet; what moved until then is the first visit's layout shift.
      await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => undefined);
      shifts.push(await page.evaluate(() => (globalThis as unknown as PageMeasures).layoutShift));
      coldStatuses.push(await page.evaluate(() => (globalThis as unknown as PageMeasures).statusesShownAt));
      // Warm: the same tab reloaded, scripts in the browser's cache, the locations asked again.
      const second = await timeHome(page, () => page.reload());
      warm.push(second.elapsed);
      warmPlaced.push(second.placed);
      await context.close();
    }
  });
  const loadAfter = loadavg();
  const format = (numbers: number[]) =>
    `median ${median(numbers).toFixed(0)} ms, worst ${worst(numbers).toFixed(0)} ms (${numbers.map((n) => n.toFixed(0)).join(", ")})`;
  const load = (averages: number[]) => averages.map((average) => average.toFixed(2)).join(" / ");
  console.log(
    `Home map as admin, ${markers} sites placed, ${runs} runs${values.busy ? ", one core kept busy by the bench" : ""}:`,
  );
  console.log(`  first visit (empty cache), markers placed: ${format(coldPlaced)}`);
  console.log(`  first visit, statuses shown:               ${format(coldStatuses)}`);
  console.log(`  first visit, markers seen by the poll:     ${format(cold)}`);
  console.log(`  reload (scripts cached), markers placed:   ${format(warmPlaced)}`);
  console.log(`  reload, markers seen by the poll:          ${format(warm)}`);
  console.log(`  longest task until then, first visit: ${format(coldLongest)}`);
  console.log(`  page's main-thread CPU until then, first visit: ${format(coldCpu)}`);
  console.log(`  its longest task in CPU time: ${format(coldLongestCpu)}`);
  console.log(
    `  layout shift once settled, first visit: median ${median(shifts).toFixed(3)}, worst ${worst(shifts).toFixed(3)}`,
  );
  console.log(`  load average (1 / 5 / 15 min): ${load(loadBefore)} before, ${load(loadAfter)} after`);
} finally {
  await browser.close();
  server.process.kill("SIGTERM");
}
