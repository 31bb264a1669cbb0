// Lighthouse's desktop scores of the sign-in page and of the signed-in home,
// codes list and monitoring pages, in Debian's Chromium (docs/performance.md
// "Signed-in pages (Lighthouse)"):
//   npm run build && npm run bench:lighthouse -- [--database-url URL] [--runs N] [--reports DIR]
// Starts the built server (a fresh embedded database with the demo data, or
// --database-url), signs in through the form as --email, then runs Lighthouse
// on each page --runs times, the HTTP cache emptied before each run.
import { mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "playwright-core";
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
    chromium: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
  },
});
const runs = Number(values.runs);
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(" ");

interface BenchPage {
  name: string;
  path: string;
}

async function signInThroughTheForm(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/account/login`);
  await page.locator('input[type="email"]').fill(values.email);
  await page.locator('input[type="password"]').fill(values.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith("/account/login"));
}

/** A site of the caller with monitoring history, searched with the page's own session (as the header's search does). */
async function monitoredSitePath(page: Page, baseUrl: string): Promise<string> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "ondine_csrf")?.value ?? "";
  const response = await page.request.post(`${baseUrl}/api/es_proxy/locations/_search`, {
    headers: { "X-CSRF-Token": csrf },
    data: { size: 1, query: { term: { type: "Site" } } },
  });
  if (!response.ok()) throw new Error(`the locations search answered ${response.status()}`);
  const answer = (await response.json()) as { hits: { hits: { _source: { id: number; organism_id: number } }[] } };
  const site = answer.hits.hits[0]?._source;
  if (!site) throw new Error(`${values.email} sees no site`);
  return `/network/status/monitoring?location_site=${site.id}&location_organism=${site.organism_id}`;
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
  // What Lighthouse names on the median run (by score): the runs differ only by the estimates.
  const medianRun = [...audits].sort((a, b) => a.performance - b.performance)[Math.floor(audits.length / 2)];
  if (medianRun && medianRun.findings.length > 0)
    console.log(`${"".padEnd(11)}  named: ${medianRun.findings.join("; ")}`);
}

const server = await startConsoleUnderBench(values["database-url"]);
const browser = await launchDebuggableChromium(values.chromium);
if (values.reports) mkdirSync(values.reports, { recursive: true });
try {
  const driver = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
  // The default context is the profile Lighthouse's tabs open in: its cookies and local storage are theirs.
  const context = driver.contexts()[0];
  if (!context) throw new Error("Chromium has no default context");
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const audits = new Map<string, PageAudit[]>();

  // Under load Lighthouse sometimes loses the trace (NO_NAVSTART) and says to run it again: twice at most.
  async function auditPageRetried(url: string, report: string | undefined, attempt = 1): Promise<PageAudit> {
    try {
      return await auditPage(url, browser.port, report);
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
    if (new URL(result.finalUrl).pathname !== expected) {
      throw new Error(`${benchPage.name} ended on ${result.finalUrl}, not ${expected}`);
    }
    audits.set(benchPage.name, [...(audits.get(benchPage.name) ?? []), result]);
  }

  console.log(`Lighthouse ${runs} runs a page, desktop profile, on ${server.database}; load average ${loadAverage()}`);
  const login: BenchPage = { name: "sign-in", path: "/account/login" };
  for (let run = 0; run < runs; run += 1) await audit(login, run);

  await signInThroughTheForm(page, server.baseUrl);
  const signedIn: BenchPage[] = [
    { name: "home", path: "/" },
    { name: "codes list", path: "/codes/list" },
    { name: "monitoring", path: await monitoredSitePath(page, server.baseUrl) },
  ];
  // The signed-in console in this tab would keep refreshing its reads while Lighthouse measures.
  await page.goto("about:blank");
  // Pages alternate within a run, so the machine's load weighs on each alike.
  for (let run = 0; run < runs; run += 1) for (const benchPage of signedIn) await audit(benchPage, run);

  console.log(`Signed in as ${values.email}; median / worst of ${runs} (ms, but the scores and CLS):`);
  for (const [name, pageAudits] of audits) printPage(name, pageAudits);
  console.log(`Load average at the end: ${loadAverage()}`);
  await driver.close();
} finally {
  await browser.stop();
  await server.stop();
}
