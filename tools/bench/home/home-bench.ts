// Time from navigation to a usable home map, as the admin of the large data
// set (every site on the map), in Debian's Chromium (docs/performance.md "Home map"):
//   npm run build && npm run bench:home -- [--database-url URL] [--runs N]
// Starts the built server on that database (DATABASE_URL, else ondine_large on
// the local server), map tiles turned off so nothing leaves the machine.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { benchDatabaseUrl } from "../bench-database";
import { closedNetworkChromiumArgs } from "../closed-network-chromium";
import { freshSignedInPage, signedInStorageState } from "../signed-in-session";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    runs: { type: "string", default: "7" },
    chromium: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
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

  /** From the navigation's start to every site placed on the map, in ms (the page's own clock). */
  async function timeHome(page: import("playwright-core").Page, navigate: () => Promise<unknown>) {
    await navigate();
    const drawn = page.locator("[data-markers-drawn]:not([data-markers-drawn='0'])");
    await drawn.waitFor({ timeout: 60_000 });
    const elapsed = await page.evaluate(() => performance.now());
    const markers = Number(await drawn.getAttribute("data-markers-drawn"));
    return { elapsed, markers };
  }

  const cold: number[] = [];
  const warm: number[] = [];
  let markers = 0;
  for (let run = 0; run < runs; run += 1) {
    const { context, page } = await freshSignedInPage(browser, server.baseUrl, storageState);
    const first = await timeHome(page, () => page.goto("/"));
    cold.push(first.elapsed);
    markers = first.markers;
    // Warm: the same tab reloaded, scripts in the browser's cache, the locations asked again.
    warm.push((await timeHome(page, () => page.reload())).elapsed);
    await context.close();
  }
  const format = (numbers: number[]) =>
    `median ${median(numbers).toFixed(0)} ms, worst ${worst(numbers).toFixed(0)} ms (${numbers.map((n) => n.toFixed(0)).join(", ")})`;
  console.log(`Home map as admin, ${markers} sites placed, ${runs} runs:`);
  console.log(`  first visit (empty cache): ${format(cold)}`);
  console.log(`  reload (scripts cached):   ${format(warm)}`);
} finally {
  await browser.close();
  server.process.kill("SIGTERM");
}
