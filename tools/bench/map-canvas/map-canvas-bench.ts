// The floor map canvas in Debian's Chromium: one floor of 300 access points, 10 switches and
// 1,000 shelf labels over an SVG plan; time from mount to the first frame drawn, and frame times through
// a scripted 3-second pan and zoom (pointer and wheel events sent to the canvas at a mouse's pace, so every frame draws)
//   npm run bench:map-canvas -- [--runs N] [--aps 300] [--esls 1000] [--floors 1] [--mode floor|building]
//                               [--coverage] [--scale-factor 1] [--seconds 3]
// Builds a page rendering MapCanvas alone with Vite (tools/bench/map-canvas/page), serves it with the
// plan from this process, and drives it with playwright-core.
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import react from "@vitejs/plugin-react";
import { chromium, type Page } from "playwright-core";
import { build } from "vite";
import { serveBuiltPage } from "../built-page-server";
import { closedNetworkChromiumArgs } from "../closed-network-chromium";
import { percentile } from "../search/percentiles";
import { benchPlanSvg } from "./bench-plan";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    aps: { type: "string", default: "300" },
    esls: { type: "string", default: "1000" },
    floors: { type: "string", default: "1" },
    mode: { type: "string", default: "floor" },
    /** Quarter turns of the building view. */
    rotation: { type: "string", default: "0" },
    /** The id of equipment to highlight (ringed and centred), to look at with --screenshot. */
    highlight: { type: "string" },
    coverage: { type: "boolean", default: false },
    "no-plan": { type: "boolean", default: false },
    "scale-factor": { type: "string", default: "1" },
    seconds: { type: "string", default: "3" },
    /** A picture of the first run's map once drawn, to look at what is measured. */
    screenshot: { type: "string" },
    /** A Chromium trace of the last run's pan and zoom, for chrome://tracing or DevTools. */
    trace: { type: "string" },
    chromium: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
  },
});
const runs = Number(values.runs);
const seconds = Number(values.seconds);
const plan = { width: 1200, height: 840 };
const viewport = { width: 1440, height: 900 };

const pageRoot = resolve(import.meta.dirname, "page");
const outDir = await mkdtemp(join(tmpdir(), "map-canvas-bench-"));
await build({
  root: pageRoot,
  configFile: false,
  logLevel: "warn",
  plugins: [react()],
  build: { outDir, emptyOutDir: true },
});

const planSvg = benchPlanSvg(plan.width, plan.height);
// MapCanvas loads plans under the API base URL.
const pageServer = await serveBuiltPage(outDir, (path, response) => {
  if (path !== "/api/bench-plan.svg") return false;
  response.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "no-store" });
  response.end(planSvg);
  return true;
});
const { baseUrl } = pageServer;
const query = new URLSearchParams({
  aps: String(values.aps),
  esls: String(values.esls),
  floors: String(values.floors),
  mode: String(values.mode),
  width: String(plan.width),
  height: String(plan.height),
});
if (values.coverage) query.set("coverage", "");
if (values["no-plan"]) query.set("noplan", "");
query.set("rotation", String(values.rotation));
if (values.highlight) query.set("highlight", values.highlight);

/** The page's clock (page/bench-page.tsx). */
interface BenchClock {
  mountAt: number;
  firstDrawAt: number | null;
  planDrawnAt: number | null;
  drawnMarkers: number;
  drawMs: number[];
  startFrames(): void;
  stopFrames(): number[];
  panAndZoom(seconds: number): Promise<void>;
  hoverTimes(count: number): number[];
}
/** The page's global, as the functions playwright runs in it see it (they cannot close over this module). */
type PageGlobal = { benchClock: BenchClock };

async function readClock(
  page: Page,
): Promise<Pick<BenchClock, "mountAt" | "firstDrawAt" | "planDrawnAt" | "drawnMarkers" | "drawMs">> {
  // Ready once the plan is drawn; without a plan, once the markers are.
  await page.waitForFunction(
    (withPlan) => {
      const clock = (globalThis as unknown as { benchClock?: BenchClock }).benchClock;
      return (withPlan ? clock?.planDrawnAt : clock?.firstDrawAt) != null;
    },
    !values["no-plan"],
    { timeout: 60_000 },
  );
  return page.evaluate(() => {
    const { mountAt, firstDrawAt, planDrawnAt, drawnMarkers, drawMs } = (
      globalThis as unknown as { benchClock: BenchClock }
    ).benchClock;
    return { mountAt, firstDrawAt, planDrawnAt, drawnMarkers, drawMs };
  });
}

const summary = (samples: number[]) =>
  samples.length === 0
    ? "no samples"
    : `p50 ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms (${samples.length})`;

const traceCategories = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink", "cc", "gpu", "viz"];
const loadBefore = loadavg()[0] ?? 0;
const browser = await chromium.launch({ executablePath: values.chromium, args: closedNetworkChromiumArgs });
try {
  const firstDraws: number[] = [];
  const firstDrawsFromNavigation: number[] = [];
  const planDraws: number[] = [];
  const frameDeltas: number[] = [];
  const idleDeltas: number[] = [];
  const hovers: number[] = [];
  const drawTimes: number[] = [];
  let markers = 0;
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: Number(values["scale-factor"]) });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?${query}`);
    const clock = await readClock(page);
    markers = clock.drawnMarkers;
    firstDraws.push((clock.firstDrawAt ?? Number.NaN) - clock.mountAt);
    firstDrawsFromNavigation.push(clock.firstDrawAt ?? Number.NaN);
    planDraws.push((clock.planDrawnAt ?? Number.NaN) - clock.mountAt);
    // Let the page settle (coverage slices, the plan's bitmap) before the interaction is timed.
    await page.waitForTimeout(500);
    if (values.screenshot && run === 0) await page.screenshot({ path: values.screenshot });
    hovers.push(...(await page.evaluate(() => (globalThis as unknown as PageGlobal).benchClock.hoverTimes(500))));
    await page.waitForTimeout(300);
    // The browser's own pace on this machine now, nothing moving: what the pan and zoom compare with.
    await page.evaluate(() => (globalThis as unknown as PageGlobal).benchClock.startFrames());
    await page.waitForTimeout(seconds * 1000);
    idleDeltas.push(...(await page.evaluate(() => (globalThis as unknown as PageGlobal).benchClock.stopFrames())));
    await page.evaluate(() => (globalThis as unknown as PageGlobal).benchClock.startFrames());
    const tracing = values.trace !== undefined && run === runs - 1;
    if (tracing) await browser.startTracing(page, { path: values.trace, categories: traceCategories });
    await page.evaluate((duration) => (globalThis as unknown as PageGlobal).benchClock.panAndZoom(duration), seconds);
    if (tracing) await browser.stopTracing();
    const frames = await page.evaluate(() => (globalThis as unknown as PageGlobal).benchClock.stopFrames());
    frameDeltas.push(...frames);
    drawTimes.push(...(await page.evaluate(() => (globalThis as unknown as PageGlobal).benchClock.drawMs)));
    await context.close();
  }
  const loadAfter = loadavg()[0] ?? 0;
  console.log(
    `Map canvas, ${values.mode} mode, ${values.floors} floor(s) of ${values.aps} access points + 10 switches, ${values.esls} shelf labels` +
      `${values.coverage ? ", coverage on" : ""}; ${markers} markers drawn at fit; ${viewport.width}x${viewport.height} CSS px at ${values["scale-factor"]}x, ${runs} runs`,
  );
  console.log(
    `  Chromium headless, software canvas (--disable-gpu); ${cpus().length} cores, load average ${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)}`,
  );
  console.log(`  mount -> first frame drawn:     ${summary(firstDraws)}   (target <= 1000 ms)`);
  console.log(`  navigation -> first frame:      ${summary(firstDrawsFromNavigation)}`);
  console.log(`  mount -> plan image drawn:      ${summary(planDraws)}`);
  console.log(`  frame interval, ${seconds} s idle:      ${summary(idleDeltas)}`);
  console.log(`  frame interval, ${seconds} s pan+zoom: ${summary(frameDeltas)}   (target p95 <= 16.7 ms)`);
  console.log(`  draw time per frame (canvas):   ${summary(drawTimes)}`);
  console.log(`  pointer move over the canvas:   ${summary(hovers)}   (hit-test and hover report)`);
  const slow = frameDeltas.filter((delta) => delta > 16.7 * 1.5).length;
  console.log(`  frames over 25 ms: ${slow} of ${frameDeltas.length}`);
} finally {
  await browser.close();
  pageServer.close();
  await rm(outDir, { recursive: true, force: true });
}
