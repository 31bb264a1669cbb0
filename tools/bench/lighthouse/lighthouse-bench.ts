// Lighthouse's desktop scores of the sign-in page and of the signed-in home,
// codes list, monitoring, statistics overview and maps pages, in Debian's
// Chromium (docs/performance.md "Signed-in pages (Lighthouse)"):
//   npm run build && npm run bench:lighthouse -- [--database-url URL] [--runs N] [--reports DIR] [--busy]
//     [--pages statistics,home]
// Starts the built server (a fresh embedded database with the demo data, or
// --database-url), signs in through the form as --email, then runs Lighthouse
// on each page --runs times, the HTTP cache emptied before each run; --pages
// names the pages to audit ("sign-in", "home", "codes list", "monitoring",
// "statistics", "maps"; all six by default). --busy
// keeps one core busy for the whole measurement (a thread of the bench).
import { mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "playwright-core";
import { type BusyCore, startBusyCore } from "../busy-core";
import { startConsoleUnderBench } from "../codes/console-under-bench";
import { auditPage, type PageAudit } from "./audit-page";
import { launchDebuggableChromium } from "./debuggable-chromium";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    runs: { type: "string", default: "3" },
    email: { type: "string", default: "hotels@ondine.example" },
    password: { type: "string", default: "ondine-demo" },
    reports: { type: "string" },
    busy: { type: "boolean", default: false },
    pages: { type: "string" },
    chromium: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
  },
});
const runs = Number(values.runs);
const pageNames = ["sign-in", "home", "codes list", "monitoring", "statistics", "maps"];
const asked = values.pages?.split(",").map((name) => name.trim());
const unknownPages = asked?.filter((name) => !pageNames.includes(name)) ?? [];
if (unknownPages.length > 0)
  throw new Error(`--pages: no page named ${unknownPages.join(", ")} (${pageNames.join(", ")})`);
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(" ");

interface BenchPage {
  name: string;
  path: string;
}

async function signInThroughTheForm(page: Page, baseUrl: string, attempt = 1): Promise<void> {
  await page.goto(`${baseUrl}/account/login`);
  await page.locator('input[type="email"]').fill(values.email);
  await page.locator('input[type="password"]').fill(values.password);
  await page.locator('button[type="submit"]:not([disabled])').click();
  try {
    await page.waitForURL((url) => !url.pathname.startsWith("/account/login"), { timeout: 60_000 });
  } catch (error) {
    // What the form says (a refusal, an error) tells a slow machine from a wrong account; once more, then give up.
    const said = await page
      .locator('[role="alert"]')
      .allInnerTexts()
      .catch(() => []);
    if (attempt >= 2) throw new Error(`signing in as ${values.email} failed (${said.join(" / ") || String(error)})`);
    console.log(
      `  sign in again: still on ${page.url()}${said.length > 0 ? `, the form says: ${said.join(" / ")}` : ""}`,
    );
    await signInThroughTheForm(page, baseUrl, attempt + 1);
  }
}

/** A site of the caller (with monitoring history and maps), searched with the page's own session (as the header's search does). */
async function firstSiteSearch(page: Page, baseUrl: string): Promise<string> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "ondine_csrf")?.value ?? "";
  const response = await page.request.post(`${baseUrl}/api/es_proxy/locations/_search`, {
    headers: { "X-CSRF-Token": csrf },
    data: { size: 1, query: { term: { type: "Site" } } },
  });
  if (!response.ok()) throw new Error(`the locations search answered ${response.status()}`);
  const answer = (await response.json()) as { hits: { hits: { _source: { id: number; organism_id: number } }[] } };
  const site = answer.hits.hits[0]?._source;
  if (!site) throw new Error(`${values.email} sees no site`);
  return `?location_site=${site.id}&location_organism=${site.organism_id}`;
}

/** Whether a run ended on the page asked for (the maps page may add its building and floor to the path), not the sign-in page. */
function endedOn(finalUrl: string, expectedPath: string): boolean {
  const finalPath = new URL(finalUrl).pathname;
  return finalPath === expectedPath || finalPath.startsWith(`${expectedPath}/`);
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? Number.NaN;

function printPage(name: string, audits: PageAudit[]): void {
  const metric = (label: string, pick: (audit: PageAudit) => number, higherIsBetter: boolean, digits: number) => {
    const numbers = audits.map(pick);
    const worst = higherIsBetter ? Math.min(...numbers) : Math.max(...numbers);
    return `${label} ${median(numbers).toFixed(digits)} / ${worst.toFixed(digits)}`;
  };
  console.log(
    [
      `${name.padEnd(11)}`,
      metric("performance", (audit) => audit.performance, true, 2),
      metric("FCP", (audit) => audit.firstContentfulPaint, false, 0),
      metric("LCP", (audit) => audit.largestContentfulPaint, false, 0),
      metric("TBT", (audit) => audit.totalBlockingTime, false, 0),
      metric("CLS", (audit) => audit.cumulativeLayoutShift, false, 3),
      metric("accessibility", (audit) => audit.accessibility, true, 2),
    ].join("  "),
  );
  const inError = audits.filter((audit) => audit.serverErrors > 0).length;
  if (inError > 0)
    console.log(`${"".padEnd(11)}  ${inError} of ${audits.length} runs had answers in 5xx: a page in error`);
  // What Lighthouse names on the median run (by score): the runs differ only by the estimates.
  const medianRun = [...audits].sort((a, b) => a.performance - b.performance)[Math.floor(audits.length / 2)];
  if (medianRun && medianRun.findings.length > 0)
    console.log(`${"".padEnd(11)}  named: ${medianRun.findings.join("; ")}`);
}

console.log(`Load average at the start: ${loadAverage()}`);
// Load shedding off (MAX_EVENT_LOOP_DELAY_MS=0): on a loaded machine, or beside --busy, the
// server answered 503 to the page's own scripts and reads, and Lighthouse measured an error page.
const server = await startConsoleUnderBench(values["database-url"], { env: { MAX_EVENT_LOOP_DELAY_MS: "0" } });
let busyCore: BusyCore | undefined;
let browser: Awaited<ReturnType<typeof launchDebuggableChromium>> | undefined;
if (values.reports) mkdirSync(values.reports, { recursive: true });
try {
  browser = await launchDebuggableChromium(values.chromium);
  const { port } = browser;
  const driver = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  // The default context is the profile Lighthouse's tabs open in: its cookies and local storage are theirs.
  const context = driver.contexts()[0];
  if (!context) throw new Error("Chromium has no default context");
  const page = await context.newPage();
  // On a loaded machine (or beside --busy's load) signing in has taken over playwright's 30 s.
  page.setDefaultTimeout(120_000);
  const cdp = await context.newCDPSession(page);
  const audits = new Map<string, PageAudit[]>();

  // Under load Lighthouse sometimes loses the trace (NO_NAVSTART) and says to run it again: twice at most.
  async function auditPageRetried(url: string, report: string | undefined, attempt = 1): Promise<PageAudit> {
    try {
      return await auditPage(url, port, report);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  run again: ${error instanceof Error ? error.message : String(error)}`);
      await cdp.send("Network.clearBrowserCache");
      return auditPageRetried(url, report, attempt + 1);
    }
  }

  async function audit(benchPage: BenchPage, run: number): Promise<void> {
    await cdp.send("Network.clearBrowserCache");
    const url = `${server.baseUrl}${benchPage.path}`;
    const report = values.reports ? join(values.reports, `${benchPage.name}-${run + 1}.json`) : undefined;
    const result = await auditPageRetried(url, report);
    const expected = new URL(url).pathname;
    if (!endedOn(result.finalUrl, expected)) {
      throw new Error(`${benchPage.name} ended on ${result.finalUrl}, not ${expected}`);
    }
    audits.set(benchPage.name, [...(audits.get(benchPage.name) ?? []), result]);
  }

  // Started once the server is seeded and up: the load weighs on the measurement, not on the setup.
  if (values.busy) busyCore = await startBusyCore();
  console.log(
    `Lighthouse ${runs} runs a page, desktop profile, on ${server.database}${values.busy ? ", one core kept busy by the bench" : ""}; load average ${loadAverage()}`,
  );
  const login: BenchPage = { name: "sign-in", path: "/account/login" };
  if (!asked || asked.includes(login.name)) for (let run = 0; run < runs; run += 1) await audit(login, run);

  await signInThroughTheForm(page, server.baseUrl);
  const site = await firstSiteSearch(page, server.baseUrl);
  const signedIn: BenchPage[] = [
    { name: "home", path: "/" },
    { name: "codes list", path: "/codes/list" },
    { name: "monitoring", path: `/network/status/monitoring${site}` },
    { name: "statistics", path: `/statistics${site}` },
    { name: "maps", path: `/network/status/maps${site}` },
  ];
  const audited = asked ? signedIn.filter((benchPage) => asked.includes(benchPage.name)) : signedIn;
  // The signed-in console in this tab would keep refreshing its reads while Lighthouse measures.
  await page.goto("about:blank");
  // Pages alternate within a run, so the machine's load weighs on each alike.
  for (let run = 0; run < runs; run += 1) for (const benchPage of audited) await audit(benchPage, run);

  console.log(`Signed in as ${values.email}; median / worst of ${runs} (ms, but the scores and CLS):`);
  for (const [name, pageAudits] of audits) printPage(name, pageAudits);
  await driver.close();
} finally {
  // Read before the load stops, so that it still counts the bench's own.
  console.log(`Load average at the end: ${loadAverage()}`);
  await busyCore?.stop();
  await browser?.stop();
  await server.stop();
}
