import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { type ConsoleServer, startConsoleServer } from "./support/console-server";
import { endSilenceOver } from "./support/end-silence";
import { sitesSeenBy } from "./support/locations";
import { openEnglishPage, submitSignIn } from "./support/pages";
import { type CollectorRound, playOrganismCollector } from "./support/play-collector";
import { checkScreen } from "./support/screen-check";

// One server and browser for the file: seeding a fresh database takes a while.
let server: ConsoleServer;
let browser: Browser;
/** The hotel chain's collector has reported once: one of its sites down. */
let hotelRound: CollectorRound;

beforeAll(async () => {
  server = await startConsoleServer({ withCollectors: true });
  browser = await launchBrowser();
  // Before any page reads the status: the server keeps it 3 minutes (docs/product.md#monitoring-caches).
  if (!server.collectors) throw new Error("the demo collectors were not taken");
  hotelRound = await playOrganismCollector(server.baseUrl, server.collectors, "Hôtels Belle Escale");
  await endSilenceOver(browser, server.baseUrl, "hotels@ondine.example", [
    hotelRound.downSiteId,
    hotelRound.degradedSiteId,
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The interface's language, remembered, then the page read again in it. */
async function speak(page: Page, language: "fr" | "en"): Promise<void> {
  await page.evaluate((chosen) => window.localStorage.setItem("ondine.language", chosen), language);
  await page.reload();
}

/** The same screen in French, checked and shot; then English again. */
async function checkInFrench(page: Page, name: string, frenchRegion: string): Promise<void> {
  await speak(page, "fr");
  await page
    .getByRole("region", { name: frenchRegion })
    .getByText(/sur les .+ que fournissent les lignes/)
    .waitFor();
  await checkScreen(page, name);
  await speak(page, "en");
}

describe("the home as the hotel-chain manager (docs/product.md#home-screen)", () => {
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

  it("selects the manager's only organism and maps only its sites", async () => {
    await expect.poll(() => new URL(page.url()).searchParams.has("location_organism")).toBe(true);
    const breadcrumb = page.getByRole("navigation", { name: "Selected location" });
    await expect.poll(() => breadcrumb.textContent()).toBe("Hôtels Belle Escale");

    const sites = await sitesSeenBy(page);
    expect(new Set(sites.map((site) => site.organism_name))).toEqual(new Set(["Hôtels Belle Escale"]));
    const mapped = sites.filter((site) => site.state === "En production" || site.state === "VSR");

    const select = page.getByRole("combobox", { name: /^Sites? \(\d+\)$/ });
    await select.click();
    const options = page.getByRole("listbox").getByRole("option");
    await expect.poll(() => options.count()).toBe(mapped.length);
    expect((await options.allTextContents()).sort()).toEqual(mapped.map((site) => site.name).sort());
    await page.keyboard.press("Escape");

    // Every site marker on the map is one of those sites: drawn on a canvas, each in view also a button named by its site.
    const markers = page.locator("button.leaflet-marker-icon[title]");
    await expect.poll(() => markers.count()).toBeGreaterThan(0);
    await checkScreen(page, "Home");
    const names = new Set(mapped.map((site) => site.name));
    for (const label of await markers.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute("title")),
    )) {
      expect(names.has(label ?? "")).toBe(true);
    }
  });

  it("writes a chosen site into the address, and a reload keeps it", async () => {
    const select = page.getByRole("combobox", { name: /^Sites? \(\d+\)$/ });
    await select.click();
    const option = page.getByRole("listbox").getByRole("option").first();
    const siteName = (await option.textContent()) ?? "";
    await option.click();

    await expect.poll(() => new URL(page.url()).searchParams.get("location_site")).toMatch(/^\d+$/);
    const siteId = new URL(page.url()).searchParams.get("location_site");
    const breadcrumb = page.getByRole("navigation", { name: "Selected location" });
    await expect.poll(() => breadcrumb.textContent()).toBe(`Hôtels Belle Escale/${siteName}`);

    await page.reload();
    await expect.poll(() => breadcrumb.textContent()).toBe(`Hôtels Belle Escale/${siteName}`);
    expect(new URL(page.url()).searchParams.get("location_site")).toBe(siteId);
  });

  it("opens a building's map from its marker", async () => {
    const building = page.getByRole("button", { name: /: open the building's map$/ }).first();
    await building.waitFor();
    await building.click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toMatch(/^\/network\/status\/maps\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it("shows the site its collector reports down as a red marker, and the alert once chosen", async () => {
    const down = (await sitesSeenBy(page)).find((site) => site.id === hotelRound.downSiteId);
    expect(down).toBeDefined();
    const name = down?.name ?? "";
    await page.goto(`/?location_organism=${down?.organism_id}`);
    const breadcrumb = page.getByRole("navigation", { name: "Selected location" });
    await expect.poll(() => breadcrumb.textContent()).toBe("Hôtels Belle Escale");

    // Its marker: named "Down", and drawn red (#c92a2a) on the markers' canvas, on top of any it overlaps.
    const downMarker = page.locator(`button.leaflet-marker-icon[title="${name}"]`);
    await expect.poll(() => downMarker.getAttribute("aria-label")).toMatch(/: Down/);
    const box = await downMarker.boundingBox();
    if (!box) throw new Error("the down site's marker has no box");
    // A point of the pin's body clear of every glyph (marker-drawings.ts): 20 px right of its left edge, 20 down.
    const pinBody = { x: box.x + 20, y: box.y + 20 };
    const colourAt = () =>
      page.evaluate(({ x, y }) => {
        const canvas = document.querySelector<HTMLCanvasElement>(".leaflet-overlay-pane canvas");
        if (!canvas) return null;
        const rect = canvas.getBoundingClientRect();
        const ratio = canvas.width / rect.width;
        const pixel = canvas.getContext("2d")?.getImageData((x - rect.left) * ratio, (y - rect.top) * ratio, 1, 1).data;
        return pixel ? [...pixel.slice(0, 3)] : null;
      }, pinBody);
    await expect.poll(colourAt).toEqual([201, 42, 42]);

    const select = page.getByRole("combobox", { name: /^Sites? \(\d+\)$/ });
    await select.click();
    await page.getByRole("listbox").getByRole("option", { name, exact: true }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: `${name} is down` })
      .waitFor();
    // The map frames the chosen site: its one building in the middle of the map, not at an edge.
    const building = page.getByRole("button", { name: /: open the building's map$/ }).first();
    const middleOf = async (element: Locator) => {
      const box = await element.boundingBox();
      return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
    };
    const mapMiddle = await middleOf(page.locator(".leaflet-container"));
    await expect
      .poll(async () => {
        const marker = await middleOf(building);
        return marker && mapMiddle ? Math.round(Math.hypot(marker.x - mapMiddle.x, marker.y - mapMiddle.y)) : null;
      })
      .toBeLessThan(40);
    await checkScreen(page, "Home: a site down");
    expect(await page.getByRole("link", { name: "See monitoring" }).getAttribute("href")).toContain(
      "/network/status/monitoring",
    );
  });

  it("shows a site's figures as its monitoring page does, in the same words (defects 3 and 4)", async () => {
    // A site the collector reported this round, neither down nor degraded.
    const healthy = (await sitesSeenBy(page)).find(
      (site) =>
        hotelRound.siteIds.includes(site.id) &&
        site.id !== hotelRound.downSiteId &&
        site.id !== hotelRound.degradedSiteId,
    );
    expect(healthy).toBeDefined();
    const query = `location_site=${healthy?.id}&location_organism=${healthy?.organism_id}`;
    const ratio = /^\d[\d,]* \/ \d[\d,]*$/m;
    const tally = /\d[\d,]* unreached · \d[\d,]* not supervised/;
    const use = /(\d+)%/;
    // Rates are written "39.0 Mb/s" with a no-break space.
    const delivered = /[\d.,]+\s\S*b\/s of the [\d.,]+\s\S*b\/s the lines deliver/;
    const nominal = /Lines at \d+% of their nominal rate \([\d.,]+\s\S*b\/s\)/;
    const figures = async () => {
      // innerText: one line per block, so "19 / 21" and "2 unreached" stay apart.
      const accessPoints = await page.getByRole("region", { name: "Access points reached" }).innerText();
      const link = await page.getByRole("region", { name: "Internet link in use" }).innerText();
      return {
        ratio: accessPoints.match(ratio)?.[0],
        tally: accessPoints.match(tally)?.[0],
        use: link.match(use)?.[1],
        delivered: link.match(delivered)?.[0],
        nominal: link.match(nominal)?.[0],
      };
    };

    await page.goto(`/?${query}`);
    const homeCard = page.getByRole("region", { name: "Internet link in use" });
    await expect.poll(() => homeCard.textContent()).toMatch(delivered);
    const home = await figures();
    for (const value of Object.values(home)) expect(value).toBeDefined();
    // A healthy site: its lines near their nominal rate, its link far from saturated.
    expect(Number(home.use)).toBeLessThan(90);
    await checkScreen(page, "Home: a site's figures");
    await checkInFrench(page, "Home: a site's figures (fr)", "Débit Internet utilisé");

    await page.goto(`/network/status/monitoring?${query}`);
    const tile = page.getByRole("region", { name: "Internet link in use" });
    await expect.poll(() => tile.textContent()).toMatch(delivered);
    expect(await figures()).toEqual(home);
    await checkScreen(page, "Monitoring: a site's figures");
    await checkInFrench(page, "Monitoring: a site's figures (fr)", "Débit Internet utilisé");
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

describe("the home as the admin, no location chosen", () => {
  it("colours every site from one status read, names the sites needing attention, down first, and fills the cards", async () => {
    const { context, page } = await openEnglishPage(browser, server.baseUrl);
    const monitoringCalls: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/monitoring/")) monitoringCalls.push(`${url.pathname}${url.search}`);
    });
    await page.goto("/");
    await submitSignIn(page, "admin@ondine.example", "ondine-demo");
    await page.waitForURL((url) => url.pathname === "/");
    expect(new URL(page.url()).searchParams.has("location_organism")).toBe(false);

    const down = (await sitesSeenBy(page)).find((site) => site.id === hotelRound.downSiteId);
    const alert = page.getByRole("alert").filter({ hasText: /sites? needs? attention/ });
    await alert.waitFor();
    // The collector's site down is named; every site down comes before any degraded, each saying since when.
    await alert.getByRole("button", { name: down?.name ?? "", exact: true }).waitFor();
    const levels = (await alert.getByRole("listitem").allTextContents()).map((text) =>
      /Down since /.test(text) ? "down" : /Degraded since /.test(text) ? "degraded" : "unknown start",
    );
    expect(levels).toContain("down");
    expect(levels.join(" ")).not.toMatch(/degraded.*down/);
    await checkScreen(page, "Home: sites needing attention");
    // The cards over every site: access points reached / counted.
    const accessPoints = page.getByRole("region", { name: "Access points reached" });
    await expect.poll(() => accessPoints.textContent()).toMatch(/\d[\d,]* \/ \d[\d,]*/);
    // One read for all the statuses, one for the cards: none per organism or site.
    expect(monitoringCalls.filter((call) => call.startsWith("/api/monitoring/status"))).toEqual([
      "/api/monitoring/status/all",
    ]);
    expect(monitoringCalls.filter((call) => call.startsWith("/api/monitoring/counters"))).toEqual([
      "/api/monitoring/counters/all",
    ]);
    await context.close();
  });
});

describe("an account without any location (NO_RESULTS, docs/product.md#errors)", () => {
  it("lands on /working-site, which explains without a dialog repeating it, and points to the support centre", async () => {
    const { context, page } = await openEnglishPage(browser, server.baseUrl);
    await page.goto("/");
    await submitSignIn(page, "nosite@ondine.example", "ondine-demo");

    await expect.poll(() => new URL(page.url()).pathname).toBe("/working-site");
    await page.getByRole("heading", { level: 1, name: "No site available" }).waitFor();
    // The page says it all; no dialog saying it again in front of it.
    expect(await page.getByRole("dialog").count()).toBe(0);
    await checkScreen(page, "No location");
    expect(await page.getByRole("link", { name: "Open the support centre" }).getAttribute("href")).toBe(
      "https://support.ondine.example/en",
    );
    await context.close();
  });
});
