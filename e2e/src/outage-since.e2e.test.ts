import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { type ConsoleServer, startConsoleServer } from "./support/console-server";
import { sitesSeenBy } from "./support/locations";
import { openEnglishPage, submitSignIn } from "./support/pages";
import { type CollectorRound, playOrganismCollector } from "./support/play-collector";
import { checkScreen } from "./support/screen-check";

// Issue 39 "outages with a time": a down site says since when, on the home and on monitoring.
let server: ConsoleServer;
let browser: Browser;
/** The hotel chain's collector has reported once: one of its sites down. */
let hotelRound: CollectorRound;

beforeAll(async () => {
  server = await startConsoleServer({ withCollectors: true });
  browser = await launchBrowser();
  if (!server.collectors) throw new Error("the demo collectors were not taken");
  hotelRound = await playOrganismCollector(server.baseUrl, server.collectors, "Hôtels Belle Escale");
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function speak(page: Page, language: "fr" | "en"): Promise<void> {
  await page.evaluate((chosen) => window.localStorage.setItem("ondine.language", chosen), language);
  await page.reload();
}

describe("a down site's outage, with a time, as the hotel-chain manager", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await openEnglishPage(browser, server.baseUrl));
    await page.goto("/");
    await submitSignIn(page, "hotels@ondine.example", "ondine-demo");
    await page.waitForURL((url) => url.pathname === "/");
  });

  afterAll(async () => {
    await context?.close();
  });

  it("says since when the site is down on monitoring's banner and on the home's alert, in both languages", async () => {
    const down = (await sitesSeenBy(page)).find((site) => site.id === hotelRound.downSiteId);
    expect(down).toBeDefined();
    const address = `location_site=${down?.id}&location_organism=${down?.organism_id}`;

    await page.goto(`/network/status/monitoring?${address}`);
    await page
      .getByRole("alert")
      .filter({ hasText: /Down since .+ \(.+\)/ })
      .waitFor();
    await checkScreen(page, "Monitoring: a site down since");
    await speak(page, "fr");
    await page
      .getByRole("alert")
      .filter({ hasText: /Hors service depuis .+ \(.+\)/ })
      .waitFor();
    await checkScreen(page, "Monitoring (fr): a site down since");

    await page.goto(`/?${address}`);
    await page
      .getByRole("alert")
      .filter({ hasText: /Hors service depuis .+ \(.+\)/ })
      .waitFor();
    await checkScreen(page, "Home (fr): a site down since");
    await speak(page, "en");
  });
});
