// Time from navigation to a usable statistics overview (the traffic chart and
// the audience world map drawn) for the busiest organism (most guests) over
// six months, as the admin with that organism selected, in Debian's Chromium
// (docs/performance.md "Statistics overview"; target 1.5 s):
//   npm run build && npm run bench:statistics-overview -- [--database-url URL] [--runs N]
// DATABASE_URL, else the large data set (ondine_large on the local server).
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { openDatabase } from "@ondine/server/db";
import { chromium, type Page } from "playwright-core";
import { benchDatabaseUrl, busiestOrganism } from "../bench-database";
import { closedNetworkChromiumArgs } from "../closed-network-chromium";
import { startConsoleUnderBench } from "../codes/console-under-bench";
import { freshSignedInPage, signedInStorageState } from "../signed-in-session";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    runs: { type: "string", default: "7" },
    since: { type: "string", default: "M6" },
    chromium: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
  },
});
const databaseUrl = benchDatabaseUrl(values["database-url"]);
const runs = Number(values.runs);
/** SPEC's speed target for the overview. */
const targetMs = 1500;

/** The organism with most guests, read on a connection of its own, closed before the server starts. */
async function busiestOnGuests() {
  const database = await openDatabase({ databaseUrl });
  try {
    return await busiestOrganism(database, "guest_users");
  } finally {
    await database.close();
  }
}

/**
 * From the navigation's start to the overview usable, in ms (the page's own
 * clock): the active-users line (or its card's "empty") and the world map's
 * countries drawn.
 */
async function timeOverview(page: Page, navigate: () => Promise<unknown>): Promise<number> {
  await navigate();
  const region = (name: string) => page.getByRole("region", { name });
  await Promise.all([
    // The line drawn, or "Empty" where the data set has no traffic history (docs/product.md#errors-behaviour).
    region("Traffic")
      .getByRole("img", { name: /^Active users over time/ })
      .locator("path")
      .first()
      .or(region("Traffic").getByText("Empty", { exact: true }))
      .waitFor({ state: "attached", timeout: 60_000 }),
    // The map's countries drawn, not only its first shapes.
    region("Visitors’ countries")
      .getByRole("img", { name: /^World map of visitors/ })
      .locator("path")
      .nth(100)
      .waitFor({ state: "attached", timeout: 60_000 }),
  ]);
  return page.evaluate(() => performance.now());
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? Number.NaN;
const format = (numbers: number[]) =>
  `median ${median(numbers).toFixed(0)} ms, worst ${Math.max(...numbers).toFixed(0)} ms (${numbers.map((n) => n.toFixed(0)).join(", ")})`;

const busiest = await busiestOnGuests();
const loadAtStart = loadavg()[0]?.toFixed(2);
const server = await startConsoleUnderBench(databaseUrl);
const browser = await chromium.launch({ executablePath: values.chromium, args: closedNetworkChromiumArgs });
try {
  // Signed in once; each run then opens a fresh context (empty HTTP cache) with that session.
  const storageState = await signedInStorageState(browser, server.baseUrl);

  const address = `/statistics?location_organism=${busiest.organism_id}&since=${values.since}&lang=en`;
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const { context, page } = await freshSignedInPage(browser, server.baseUrl, storageState);
    cold.push(await timeOverview(page, () => page.goto(address)));
    // Warm: the same tab reloaded, scripts in the browser's cache, every call asked again.
    warm.push(await timeOverview(page, () => page.reload()));
    await context.close();
  }
  console.log(
    `Statistics overview, organism ${busiest.organism_id} (${busiest.count.toLocaleString("en")} guests), ` +
      `since=${values.since}, as admin, on ${server.database}, ${runs} runs (load ${loadAtStart}; target ${targetMs} ms):`,
  );
  console.log(`  first visit (empty cache): ${format(cold)}`);
  console.log(`  reload (scripts cached):   ${format(warm)}`);
} finally {
  await browser.close();
  await server.stop();
}
