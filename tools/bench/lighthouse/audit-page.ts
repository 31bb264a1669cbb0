import { writeFileSync } from "node:fs";
import lighthouse, { desktopConfig, type Flags } from "lighthouse";

export interface PageAudit {
  /** Where the page ended up: a signed-out console would show the sign-in page instead. */
  finalUrl: string;
  performance: number;
  accessibility: number;
  /** Milliseconds, as Lighthouse's desktop profile estimates them. */
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  totalBlockingTime: number;
  cumulativeLayoutShift: number;
  /** The audits that cost score, worst first, for the report. */
  findings: string[];
  /** Requests of the page that the server answered 5xx: the run measured a page in error. */
  serverErrors: number;
}

const auditsWorthNaming = [
  "render-blocking-resources",
  "render-blocking-insight",
  "largest-contentful-paint-element",
  "lcp-phases-insight",
  "lcp-discovery-insight",
  "network-dependency-tree-insight",
  "font-display",
  "font-display-insight",
  "layout-shifts",
  "cls-culprits-insight",
  "long-tasks",
  "bootup-time",
  "unused-javascript",
  "uses-text-compression",
  "mainthread-work-breakdown",
  "uses-long-cache-ttl",
];

type NetworkRequests = { details?: { items?: { statusCode?: number }[] } } | undefined;

const serverErrorsOf = (requests: NetworkRequests) =>
  (requests?.details?.items ?? []).filter((request) => (request.statusCode ?? 0) >= 500).length;

function findingsOf(audits: Record<string, { score: number | null; displayValue?: string; title: string }>): string[] {
  return auditsWorthNaming
    .map((id) => audits[id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit?.title}${audit?.displayValue ? ` (${audit.displayValue})` : ""}`);
}

/**
 * One Lighthouse run (its desktop profile: simulated fast network, no CPU
 * slowdown) of `url` in the Chromium listening on `port`. Storage is not
 * reset, so a session signed in through the form stays signed in; the
 * caller empties the HTTP cache before, so every run is a first visit.
 */
export async function auditPage(url: string, port: number, reportPath?: string): Promise<PageAudit> {
  const flags: Flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    disableStorageReset: true,
  };
  const result = await lighthouse(url, flags, desktopConfig);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  if (reportPath) writeFileSync(reportPath, JSON.stringify(lhr));
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance: lhr.categories.performance?.score ?? Number.NaN,
    accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
    firstContentfulPaint: numeric("first-contentful-paint"),
    largestContentfulPaint: numeric("largest-contentful-paint"),
    totalBlockingTime: numeric("total-blocking-time"),
    cumulativeLayoutShift: numeric("cumulative-layout-shift"),
    findings: findingsOf(lhr.audits),
    serverErrors: serverErrorsOf(lhr.audits["network-requests"] as NetworkRequests),
  };
}
