// Time until the print page of a 500-code batch is ready in Debian's Chromium (docs/performance.md "Printing codes"):
//   npm run build && npm run bench:print -- [--database-url URL] [--runs N] [--warmup N] [--languages fr,en] [--correlation ID]
//     [--busy]
// Starts the built server on a fresh embedded database seeded with the demo data (or on --database-url, else
// DATABASE_URL: seeded when empty, and it must hold the demo accounts), signs in as the hotel-chain manager,
// creates a batch of 500 codes (or reuses --correlation) and opens its print page in fresh browser contexts.
// The server takes its settings from the environment: on a loaded machine, MAX_EVENT_LOOP_DELAY_MS=0 keeps it from
// shedding the page's scripts with 503s; WEB_DIST_DIR=DIR serves another build (a "before" copy).
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { couponPrintLimits } from "@ondine/domain";
import { type Browser, chromium, type Page } from "playwright-core";
import { besideBusyCore } from "../busy-core";
import { closedNetworkChromiumArgs } from "../closed-network-chromium";
import { percentile } from "../search/percentiles";
import { startConsoleUnderBench } from "./console-under-bench";
import { createPrintBatch } from "./print-batch";
import { installPrintReadyClock, type PrintReadyTimes, readPrintReadyClock } from "./print-ready-clock";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    runs: { type: "string", default: "7" },
    warmup: { type: "string", default: "1" },
    languages: { type: "string", default: "fr,en" },
    correlation: { type: "string" },
    email: { type: "string", default: "hotels@ondine.example" },
    password: { type: "string", default: "ondine-demo" },
    chromium: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
    busy: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const warmup = Number(values.warmup);
const languages = (values.languages ?? "fr,en").split(",").map((language) => language.trim());
const batchSize = couponPrintLimits.correlation;
const sheets = Math.ceil(batchSize / couponPrintLimits.perPage);

async function signIn(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await page.goto("/account/login");
  await page.locator('input[type="email"]').fill(values.email ?? "");
  await page.locator('input[type="password"]').fill(values.password ?? "");
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith("/account/login"));
  return context;
}

/** Opens (or reloads) the print page and reads the page's clock once it is drawn. */
async function timePrintPage(page: Page, navigate: () => Promise<unknown>): Promise<PrintReadyTimes> {
  await navigate();
  return readPrintReadyClock(page);
}

/** The page's storage, as the init script sees it (tools are type-checked without the DOM's types). */
type PageStorage = { localStorage: { setItem(key: string, value: string): void } };

const median = (samples: number[]) => percentile(samples, 0.5);
const worst = (samples: number[]) => Math.max(...samples);
const ms = (value: number) => `${Math.round(value).toLocaleString("en")}`;
/** When the codes' search left, median of the visits that sent one: the route's loader sends it before the page draws. */
function searchSentCell(times: PrintReadyTimes[]): string {
  const sent = times.flatMap((time) => (time.searchSent === null ? [] : [time.searchSent]));
  return sent.length > 0 ? `${ms(median(sent))} ms` : "not seen";
}

const loadBefore = loadavg()[0] ?? 0;
// Printed at once too, so that a run cut short still says how busy the machine was.
console.log(
  `load average (1, 5, 15 minutes) at the start: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(", ")}`,
);
const server = await startConsoleUnderBench(values["database-url"] ?? process.env.DATABASE_URL);
const browser = await chromium.launch({
  executablePath: values.chromium,
  args: closedNetworkChromiumArgs,
});
try {
  const signedIn = await signIn(browser, server.baseUrl);
  const correlationId = values.correlation ?? (await createPrintBatch(signedIn, batchSize));
  const storageState = await signedIn.storageState();
  await signedIn.close();
  const path = `/codes/print/correlation/${correlationId}`;

  const results = new Map(
    languages.map((language) => [language, { first: [] as PrintReadyTimes[], reload: [] as PrintReadyTimes[] }]),
  );
  // The warm-up visits are not counted: the server's first reads of the batch are once per process, not per visit.
  // --busy: one core kept busy through the visits.
  await besideBusyCore(values.busy === true, async () => {
    for (let run = -warmup; run < runs; run += 1) {
      for (const language of languages) {
        // A fresh context each run: empty HTTP cache, the session kept, the interface language preset.
        const context = await browser.newContext({
          baseURL: server.baseUrl,
          viewport: { width: 1440, height: 900 },
          storageState,
        });
        await context.addInitScript(
          (chosen) => (globalThis as unknown as PageStorage).localStorage.setItem("ondine.language", chosen),
          language,
        );
        const page = await context.newPage();
        await installPrintReadyClock(page, sheets);
        const first = await timePrintPage(page, () => page.goto(path));
        // The same tab reloaded: scripts in the browser's cache, the codes asked again.
        const reload = await timePrintPage(page, () => page.reload());
        if (run >= 0) {
          results.get(language)?.first.push(first);
          results.get(language)?.reload.push(reload);
        }
        await context.close();
      }
    }
  });

  const loadAfter = loadavg()[0] ?? 0;
  console.log(
    `Print page of ${batchSize} codes (${sheets} A4 sheets), ${path}, ${runs} runs after ${warmup} warm-up, ` +
      `${server.database}${values.busy ? ", one core kept busy by the bench" : ""}; ` +
      `load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
  );
  console.log(
    "| language | first visit (empty cache), median / worst | reload, median / worst | sheets in the document (first visit, median) | codes' search sent (first visit, median) |",
  );
  console.log("| --- | --- | --- | --- | --- |");
  for (const [language, { first, reload }] of results) {
    const drawn = (times: PrintReadyTimes[]) => times.map((time) => time.drawn);
    console.log(
      `| ${language} | ${ms(median(drawn(first)))} / ${ms(worst(drawn(first)))} ms | ` +
        `${ms(median(drawn(reload)))} / ${ms(worst(drawn(reload)))} ms | ` +
        `${ms(median(first.map((time) => time.inDocument)))} ms | ` +
        `${searchSentCell(first)} |`,
    );
    console.log(
      `  ${language} first visits: ${drawn(first).map(ms).join(", ")}; reloads: ${drawn(reload).map(ms).join(", ")}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
