import { type CastingAnswers, castingDefaultWindow, type IotRoom, topEntries } from "@ondine/domain";
import type { DemoCollectors } from "@ondine/tools/simulate";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCollectedHotel } from "./support/collected-hotel";
import type { ConsoleServer } from "./support/console-server";
import type { SeenSite } from "./support/locations";
import { checkScreen } from "./support/screen-check";
import { castingAnswer, hotelCasts, sendCasts } from "./support/statistics-casts";

const organismName = "Hôtels Belle Escale";
/** The evenings of casts the hotel's sticks send before the dashboard opens. */
const castDays = 7;

let server: ConsoleServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** A hotel of the chain in production with streaming sticks, served by its demo collector. */
let site: SeenSite;
let rooms: IotRoom[];
/** Every app the hotel's sticks cast over the last 31 days, once they have cast (as the server counts them). */
let appUse: CastingAnswers["app_use"];

const castTotal = (apps: CastingAnswers["app_use"]) => apps.reduce((sum, app) => sum + app.count, 0);

beforeAll(async () => {
  let collectors: DemoCollectors;
  ({ server, browser, context, page, collectors, site, rooms } = await startCollectedHotel({
    organism: organismName,
    fit: (found) => found.some((room) => room.devices.some((device) => device.type === "chromecast")),
    wanted: "streaming sticks",
  }));

  // The hotel's sticks cast through the ingest, as their collector sends them (docs/ingest.md "Casts"):
  // the server counts each of them, on top of what the seed's history holds.
  const before = castTotal(await castingAnswer(page, "app_use", site.id, castingDefaultWindow(new Date())));
  const played = hotelCasts(site.id, rooms, castDays);
  const answer = await sendCasts(server.baseUrl, collectors, site.id, played.casts);
  expect(answer.rejected).toEqual([]);
  appUse = await castingAnswer(page, "app_use", site.id, castingDefaultWindow(new Date()));
  expect(castTotal(appUse)).toBe(before + played.casts.length);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const dashboardPath = () => `/statistics/chromecast?location_site=${site.id}&location_organism=${site.organism_id}`;
const card = (name: string) => page.getByRole("region", { name, exact: true });
/** A card's chart, named by its text alternative (the SVG drawn inside it has no name). */
const chartOf = (cardName: string) => card(cardName).getByRole("img", { name: /\S/ });

/** Opens the dashboard on the hotel and waits for the pie's figures. */
async function openDashboard(title: string, appsCard: string): Promise<void> {
  await page.goto(dashboardPath());
  await page.getByRole("heading", { level: 1, name: title }).waitFor();
  await chartOf(appsCard).waitFor();
}

/** Brings the sliding period to the last `days` days with the keyboard (Home is 1 day). */
async function chooseLastDays(sliderName: string, days: number): Promise<void> {
  await page.getByRole("slider", { name: sliderName }).focus();
  await page.keyboard.press("Home");
  for (let day = 1; day < days; day += 1) await page.keyboard.press("ArrowRight");
}

describe("casting dashboard as the hotel-chain manager (docs/product.md#statistics-casting)", () => {
  it("shows the hotel's sticks and the top 5 apps they cast, over the last 31 days", async () => {
    await openDashboard("Chromecast statistics", "Apps cast");
    expect(await page.getByText("Last 31 days").count()).toBe(1);

    // The pie's text alternative names the five most cast apps, most first, and no other.
    const summary = (await chartOf("Apps cast").getAttribute("aria-label")) ?? "";
    const top = topEntries(appUse.map((app) => ({ key: app.name, count: app.count })));
    expect(top).toHaveLength(5);
    const positions = top.map((app) => summary.indexOf(`${app.key} `));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const app of appUse.filter((other) => !top.some((shown) => shown.key === other.name))) {
      expect(summary).not.toContain(`${app.name} `);
    }

    const installed = await castingAnswer(page, "installation_count", site.id, castingDefaultWindow(new Date()));
    expect(installed.value).toBeGreaterThan(0);
    await expect
      .poll(() => card("Streaming sticks").getByTestId("statistic-figure").textContent())
      .toBe(String(installed.value));
    await card("Average daily use").getByTestId("statistic-figure").waitFor();
    const lastCasts = card("Latest casts").getByTestId("last-casts");
    await lastCasts.waitFor();
    const roomNames = new Set(rooms.map((room) => room.name));
    const shownRooms = await lastCasts.locator("tbody tr td:nth-child(2)").allTextContents();
    // The five latest casts, each in the room whose stick cast it.
    expect(shownRooms.length).toBe(5);
    expect(shownRooms.some((name) => roomNames.has(name))).toBe(true);
    await chartOf("Casts per day").waitFor();
    await checkScreen(page, "Casting dashboard");
  });

  it("opens the detail of every app with its count and share", async () => {
    await card("Apps cast").getByRole("button", { name: "All apps" }).click();
    const modal = page.getByRole("dialog", { name: "Casts by app" });
    const [mostCast] = topEntries(appUse.map((app) => ({ key: app.name, count: app.count })));
    await modal.locator("tbody tr").first().waitFor();
    expect(await modal.locator("tbody tr").count()).toBe(appUse.filter((app) => app.count > 0).length);
    expect(await modal.locator("tbody tr").first().locator("td").first().textContent()).toBe(mostCast?.key);
    // Past the pie's five: the sixth app is listed here.
    await modal.getByRole("cell", { name: "Canal+", exact: true }).waitFor();
    await checkScreen(page, "Casting: every app");
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "hidden" });

    // The pie's text alternative as a table: the top 5 only.
    await card("Apps cast").getByText("Table", { exact: true }).click();
    expect(await card("Apps cast").locator("tbody tr").count()).toBe(5);
  });

  it("shows the casts per room and day over a week, and says why not over 31 days", async () => {
    await card("Casts per day").getByRole("button", { name: "By room" }).click();
    const modal = page.getByRole("dialog", { name: "Casts per room and day" });
    await modal.getByText(/unavailable for periods over 10 days/).waitFor();
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "hidden" });

    await chooseLastDays("Number of days", castDays);
    await page.getByText(`Last ${castDays} days`).waitFor();
    await chartOf("Casts per day").waitFor();
    await card("Casts per day").getByRole("button", { name: "By room" }).click();
    const table = modal.getByTestId("room-day-use");
    await table.waitFor();
    // Rows are rooms (their sticks matched on the serial's last 6 characters), a column per day and the total.
    const rowNames = await table.locator("tbody th").allTextContents();
    expect(rowNames.length).toBeGreaterThan(0);
    expect(rowNames.some((name) => rooms.some((room) => room.name === name))).toBe(true);
    expect(await table.locator("thead th").count()).toBe(castDays + 2);
    await checkScreen(page, "Casting: casts per room and day");
    await page.keyboard.press("Escape");
  });

  it("reads in French, on a laptop and a phone", async () => {
    await page.evaluate(() => window.localStorage.setItem("ondine.language", "fr"));
    try {
      await openDashboard("Statistiques Chromecast", "Applications diffusées");
      const summary = (await chartOf("Applications diffusées").getAttribute("aria-label")) ?? "";
      expect(summary).toMatch(/^Top 5 des applications, en part des diffusions : \S/);
      await chartOf("Diffusions par jour").waitFor();
      await checkScreen(page, "Casting (fr): dashboard");

      await chooseLastDays("Nombre de jours", castDays);
      await page.getByText(`${castDays} derniers jours`).waitFor();
      await card("Diffusions par jour").getByRole("button", { name: "Par chambre" }).click();
      await page
        .getByRole("dialog", { name: "Diffusions par chambre et par jour" })
        .getByTestId("room-day-use")
        .waitFor();
      await checkScreen(page, "Casting (fr): casts per room and day");
      await page.keyboard.press("Escape");
    } finally {
      await page.evaluate(() => window.localStorage.setItem("ondine.language", "en"));
    }
  });
});
