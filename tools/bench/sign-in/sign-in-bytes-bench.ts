// The JavaScript a browser loads before the sign-in page is usable, counted in
// Debian's Chromium and set beside the build's own count
// (apps/web/scripts/report-entry-size.mjs), so the build's report cannot drift
// from what a browser does (docs/performance.md "JavaScript before sign-in"):
//   npm run build && npm run bench:sign-in-bytes -- [--language fr] [--database-url URL]
// Every size is the file's gzip size at level 9, as the report counts it.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { closedNetworkChromiumArgs } from "../closed-network-chromium";
import { startConsoleUnderBench } from "../codes/console-under-bench";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    language: { type: "string", default: "fr" },
    chromium: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
  },
});
const repositoryRoot = resolve(import.meta.dirname, "../../..");
const webDist = resolve(repositoryRoot, "apps/web/dist");
const reportScript = resolve(repositoryRoot, "apps/web/scripts/report-entry-size.mjs");

const gzipSize = (file: string) => gzipSync(readFileSync(resolve(webDist, file)), { level: 9 }).length;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** Chunks are named by their hash alone (apps/web/vite.config.ts): the manifest's name of each, to print beside it. */
const chunkNames = new Map<string, string>(
  Object.values(
    JSON.parse(readFileSync(resolve(webDist, ".vite/manifest.json"), "utf8")) as Record<
      string,
      { file: string; name?: string }
    >,
  ).flatMap(({ file, name }) => (name ? [[file, name] as const] : [])),
);
/** "assets/DbjEV9IY.js (useTranslation, 29.6 KiB)". */
const described = (file: string) =>
  `${file} (${chunkNames.has(file) ? `${chunkNames.get(file)}, ` : ""}${kib(gzipSize(file))} KiB)`;

/** The files the build's report counts, from its `--json` output. */
const reported: string[] = JSON.parse(execFileSync("node", [reportScript, "--json"], { encoding: "utf8" })).files;

const console_ = await startConsoleUnderBench(values["database-url"]);
const browser = await chromium.launch({
  executablePath: values.chromium,
  args: closedNetworkChromiumArgs,
});
try {
  // A first visit: empty cache, nothing in local storage, the language from the address.
  const context = await browser.newContext({ baseURL: console_.baseUrl });
  const page = await context.newPage();
  const loaded = new Set<string>();
  /** The Content-Encoding each script came with (the server sends the build's .br copies). */
  const encodings = new Map<string, string>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith(".js")) return;
    loaded.add(pathname.slice(1));
    encodings.set(pathname.slice(1), response.headers()["content-encoding"] ?? "identity");
  });
  await page.goto(`/account/login?lang=${values.language}`);
  // Usable: the form's fields and button are there and take input.
  await page.locator('input[type="email"]').waitFor();
  await page.locator('input[type="password"]').waitFor();
  await page.locator('button[type="submit"]:not([disabled])').waitFor();
  const usable = [...loaded];
  // What follows the usable page without a click (idle-time loads), then what
  // the first focus in the form loads (the sign-in check), listed apart.
  await page.waitForTimeout(3000);
  const idle = [...loaded].filter((file) => !usable.includes(file));
  await page.locator('input[type="email"]').focus();
  await page.waitForTimeout(3000);
  const onFocus = [...loaded].filter((file) => !usable.includes(file) && !idle.includes(file));
  await context.close();

  const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
  const brotliSize = (file: string) => readFileSync(resolve(webDist, `${file}.br`)).length;
  // public/ scripts (zod-without-eval.js) are outside the bundle and the report.
  const bundled = usable.filter((file) => file.startsWith("assets/"));
  const missedByReport = bundled.filter((file) => !reported.includes(file));
  const notLoaded = reported.filter((file) => !bundled.includes(file));
  console.log(
    `Sign-in page (?lang=${values.language}), ${console_.database}, load average ${readFileSync("/proc/loadavg", "utf8").trim()}`,
  );
  console.log(`  Chromium, until the form is usable: ${kib(sum(bundled))} KiB gzip, ${bundled.length} files`);
  console.log(`  the build's report:                ${kib(sum(reported))} KiB gzip, ${reported.length} files`);
  for (const file of missedByReport) console.log(`  loaded, not in the report: ${described(file)}`);
  for (const file of notLoaded) console.log(`  in the report, not loaded: ${described(file)}`);
  const asBrotli = bundled.filter((file) => encodings.get(file) === "br");
  console.log(
    `  over the wire: ${asBrotli.length} of ${bundled.length} files as brotli, ${kib(asBrotli.reduce((total, file) => total + brotliSize(file), 0))} KiB` +
      `, the ${bundled.length - asBrotli.length} others (under 1 KiB, no copy made) as they are`,
  );
  for (const file of usable.filter((file) => !file.startsWith("assets/"))) console.log(`  outside the bundle: ${file}`);
  for (const file of idle) console.log(`  loaded afterwards, while idle: ${described(file)}`);
  for (const file of onFocus) console.log(`  loaded on the first focus: ${described(file)}`);
  if (missedByReport.length > 0) process.exitCode = 1;
} finally {
  await browser.close();
  await console_.stop();
}
