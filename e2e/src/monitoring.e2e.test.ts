import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { type ConsoleServer, startConsoleServer } from "./support/console-server";
import { type SeenSite, sitesSeenBy } from "./support/locations";
import { openEnglishPage, submitSignIn } from "./support/pages";
import { type CollectorRound, playOrganismCollector } from "./support/play-collector";
import { checkScreen } from "./support/screen-check";

const organismName = "Hôtels Belle Escale";

let server: ConsoleServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** What the hotel chain's collector has just reported: which site is down, which access points unreachable. */
let round: CollectorRound;
let sites: SeenSite[];

beforeAll(async () => {
  server = await startConsoleServer({ withCollectors: true });
  browser = await launchBrowser();
  if (!server.collectors) throw new Error("the demo collectors were not taken");
  // Before any page reads the network: the server keeps devices and status 3 minutes (SPEC §7).
  round = await playOrganismCollector(server.baseUrl, server.collectors, organismName);

  ({ context, page } = await openEnglishPage(browser, server.baseUrl));
  await page.goto("/");
  await submitSignIn(page, "hotels@ondine.example", "ondine-demo");
  await page.waitForURL((url) => url.pathname === "/");
  sites = await sitesSeenBy(page);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe("network monitoring as the hotel-chain manager (SPEC §2 'Monitoring and maps')", () => {
  it("shows the traffic, bandwidth and speed-test charts of a site with data, and a new range refetches", async () => {
    const site = sites.find((candidate) => round.siteIds.includes(candidate.id) && candidate.id !== round.downSiteId);
    if (!site) throw new Error("no reporting site that is up");
    const trafficCalls: URL[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/monitoring/traffic")) trafficCalls.push(url);
    });
    await page.goto(`/network/status/monitoring?location_site=${site.id}&location_organism=${site.organism_id}`);

    await page.getByRole("img", { name: "Traffic received and sent, and active users: Last 24 hours" }).waitFor();
    await page.getByRole("img", { name: "Bandwidth in use and maximum over the last 24 hours" }).waitFor();
    await page.getByRole("img", { name: "Download speeds measured over the last 31 days" }).waitFor();
    // Each card sums up its latest value: there is data behind every chart.
    await page.getByText(/^At .+: .+ received, .+ sent, \d+ active users$/).waitFor();
    await page.getByText(/^At .+: .+ in use of .+$/).waitFor();
    await page
      .getByText(/download$/)
      .first()
      .waitFor();
    expect(await page.getByText("No data", { exact: true }).count()).toBe(0);
    await checkScreen(page, "Monitoring");
    // ECharts drew the series (the SVG renderer: one path per line, and more).
    const chartPaths = page.getByRole("img", { name: /^Traffic received/ }).locator("path");
    await expect.poll(() => chartPaths.count()).toBeGreaterThan(3);

    const dayCall = trafficCalls.at(-1);
    expect(dayCall?.searchParams.get("site")).toBe(String(site.id));
    const callsBefore = trafficCalls.length;
    await page.getByLabel("Period").selectOption({ label: "Last 12 months" });
    await page.getByRole("img", { name: "Traffic received and sent, and active users: Last 12 months" }).waitFor();
    await checkScreen(page, "Monitoring: last 12 months");
    await expect.poll(() => trafficCalls.length).toBeGreaterThan(callsBefore);
    const yearCall = trafficCalls.at(-1);
    const span = Number(yearCall?.searchParams.get("stop_at")) - Number(yearCall?.searchParams.get("start_at"));
    // SPEC §9: the year range is the last 12 months (in seconds, give or take a day).
    expect(span).toBeGreaterThan(360 * 86_400);
    expect(span).toBeLessThan(370 * 86_400);
    await page.getByText(/^At .+: .+ received, .+ sent, \d+ active users$/).waitFor();
  });

  it("lists, unreachable only, exactly the access points the collector reported unreachable", async () => {
    const organismId = sites[0]?.organism_id;
    await page.goto(`/network/status/aps?location_organism=${organismId}`);
    await page.getByRole("heading", { level: 1, name: "Unreachable access points" }).waitFor();
    await page.getByText(/^Showing [\d,]+ of [\d,]+ access points$/).waitFor();
    await checkScreen(page, "Access points: unreachable");

    const listedMacs = async () =>
      (await page.locator("tbody tr td:nth-child(7)").allTextContents()).map((mac) => mac.trim().toLowerCase());
    const expected = [...round.unreachableAccessPoints].map((mac) => mac.toLowerCase()).sort();
    if (expected.length === 0) {
      await page.getByText("Every access point is reachable.").waitFor();
    } else {
      await expect.poll(async () => (await listedMacs()).sort()).toEqual(expected);
    }
    const shown = await page.getByText(/^Showing [\d,]+ of [\d,]+ access points$/).textContent();
    const total = Number(shown?.match(/of ([\d,]+) access points$/)?.[1]?.replaceAll(",", ""));
    const reported = server.collectors?.plan.sites
      .filter((site) => round.siteIds.includes(site.siteId))
      .reduce((sum, site) => sum + site.accessPoints.length, 0);
    // The list counts every access point of the organism's sites, the supervised ones the collector reports among them.
    expect(total).toBeGreaterThanOrEqual(reported ?? 0);

    await page.getByRole("button", { name: "Show all access points" }).click();
    await page.getByRole("heading", { level: 1, name: "All access points" }).waitFor();
    await expect.poll(async () => (await listedMacs()).length).toBe(total);
  });
});
