import type { IotRoom } from "@ondine/domain";
import type { DemoCollectors } from "@ondine/tools/simulate";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { ConsoleServer } from "./console-server";
import { roomsOfSite } from "./iot-api";
import { type SeenSite, sitesSeenBy } from "./locations";
import { openEnglishPage, submitSignIn } from "./pages";

/** A hotel of an organism in production, served by its demo collector, with the manager's page open. */
export interface CollectedHotel {
  context: BrowserContext;
  page: Page;
  collectors: DemoCollectors;
  site: SeenSite;
  /** Its rooms as the seed left them. */
  rooms: IotRoom[];
}

/**
 * Signs in as the hotel-chain manager on a server started with the demo
 * collectors, and finds the first hotel of `organismName` in production,
 * served by its collector, whose rooms `fit`; throws, naming `wanted`, when none does.
 */
export async function openCollectedHotel(
  browser: Browser,
  server: ConsoleServer,
  organismName: string,
  fit: (rooms: IotRoom[]) => boolean,
  wanted: string,
): Promise<CollectedHotel> {
  const collectors = server.collectors;
  if (!collectors) throw new Error("the demo collectors were not taken");
  const collector = collectors.plan.collectors.find((candidate) => candidate.name.endsWith(`: ${organismName}`));
  if (!collector) throw new Error(`no demo collector for "${organismName}"`);

  const { context, page } = await openEnglishPage(browser, server.baseUrl);
  await page.goto("/");
  await submitSignIn(page, "hotels@ondine.example", "ondine-demo");
  await page.waitForURL((url) => url.pathname === "/");
  const hotels = (await sitesSeenBy(page)).filter(
    (candidate) =>
      candidate.organism_name === organismName &&
      candidate.state === "En production" &&
      collector.siteIds.includes(candidate.id),
  );
  for (const hotel of hotels) {
    const rooms = await roomsOfSite(page, hotel.id);
    if (fit(rooms)) return { context, page, collectors, site: hotel, rooms };
  }
  await context.close();
  throw new Error(`no hotel of the chain in production has ${wanted}`);
}
