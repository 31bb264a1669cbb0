import type { IotRoom } from "@ondine/domain";
import type { DemoCollectors } from "@ondine/tools/simulate";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "./browser";
import { type ConsoleServer, startConsoleServer } from "./console-server";
import { roomsOfSite } from "./iot-api";
import { type SeenSite, sitesSeenBy } from "./locations";
import { openEnglishPage, submitSignIn } from "./pages";

/** A hotel of an organism in production, served by its demo collector, with the manager's page open. */
export interface CollectedHotel {
  server: ConsoleServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  collectors: DemoCollectors;
  site: SeenSite;
  /** Its rooms as the seed left them. */
  rooms: IotRoom[];
}

/** What hotel a journey needs: of `organism`, whose rooms `fit`; `wanted` names it when none does. */
export interface WantedHotel {
  organism: string;
  fit: (rooms: IotRoom[]) => boolean;
  wanted: string;
}

/**
 * Starts a console server with the demo collectors and a browser, signs in
 * as the hotel-chain manager and finds the first hotel of the organism in
 * production, served by its collector, whose rooms fit; throws, naming what
 * was wanted, when none does (the server and browser stopped first).
 */
export async function startCollectedHotel({ organism, fit, wanted }: WantedHotel): Promise<CollectedHotel> {
  const server = await startConsoleServer({ withCollectors: true });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const collectors = server.collectors;
    if (!collectors) throw new Error("the demo collectors were not taken");
    const collector = collectors.plan.collectors.find((candidate) => candidate.name.endsWith(`: ${organism}`));
    if (!collector) throw new Error(`no demo collector for "${organism}"`);

    const { context, page } = await openEnglishPage(browser, server.baseUrl);
    await page.goto("/");
    await submitSignIn(page, "hotels@ondine.example", "ondine-demo");
    await page.waitForURL((url) => url.pathname === "/");
    const hotels = (await sitesSeenBy(page)).filter(
      (candidate) =>
        candidate.organism_name === organism &&
        candidate.state === "En production" &&
        collector.siteIds.includes(candidate.id),
    );
    for (const hotel of hotels) {
      const rooms = await roomsOfSite(page, hotel.id);
      if (fit(rooms)) return { server, browser, context, page, collectors, site: hotel, rooms };
    }
    throw new Error(`no hotel of the chain in production has ${wanted}`);
  } catch (error) {
    await browser?.close();
    await server.stop();
    throw error;
  }
}
