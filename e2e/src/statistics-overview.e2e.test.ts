import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleForFile } from "./support/console-for-file";
import { openEnglishPage, submitSignIn } from "./support/pages";
import { checkScreen } from "./support/screen-check";

const shared = consoleForFile();

/** Signs in as a demo manager and opens the overview on their only organism, selected by the console. */
async function openOverviewAs(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openEnglishPage(shared.browser, shared.server.baseUrl);
  await opened.page.goto("/");
  await submitSignIn(opened.page, email, "ondine-demo");
  await opened.page.waitForURL((url) => url.pathname === "/" && url.searchParams.has("location_organism"));
  const organism = new URL(opened.page.url()).searchParams.get("location_organism");
  await opened.page.goto(`/statistics?location_organism=${organism}`);
  return opened;
}

/** The JSON state a see-more link's hash carries, `#?s=<base64url>`. */
function dashboardStateOf(hash: string): Record<string, unknown> {
  const blob = new URLSearchParams(hash.replace(/^#\??/, "")).get("s") ?? "";
  return JSON.parse(Buffer.from(blob, "base64url").toString("utf8"));
}

describe("the statistics overview as the hotel-chain manager (docs/product.md#statistics-overview)", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await openOverviewAs("hotels@ondine.example"));
  });

  afterAll(async () => {
    await context?.close();
  });

  it("shows the traffic and the guests' countries on the world map, listed in its table", async () => {
    const traffic = page.getByRole("region", { name: "Traffic" });
    await traffic.getByRole("img", { name: /^Active users over time: \d+ readings?/ }).waitFor();
    await traffic.getByRole("img", { name: "Average active users per weekday, Monday to Sunday" }).waitFor();

    const countries = page.getByRole("region", { name: "Visitors’ countries" });
    const map = countries.getByRole("img", { name: /^World map of visitors: \d+ countr/ });
    await map.waitFor({ timeout: 20_000 });
    // The map is drawn: the countries' shapes in the chart's SVG.
    await map.locator("path").nth(100).waitFor();

    const purchases = page.getByRole("region", { name: "Purchases" });
    await expect.poll(() => purchases.getByText(/successful purchases? in the period/).count()).toBe(1);
    await checkScreen(page, "Statistics overview");

    await countries.getByRole("button", { name: "Table" }).click();
    const rows = await countries.getByRole("table").getByRole("row").allTextContents();
    // The seed's hotel guests come from France first, then from abroad (tools/seed demo-people.ts).
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.join("\n")).toContain("France");
    await countries.getByRole("button", { name: "Table" }).click();
  });

  it("zooms the map with its buttons, from the whole world and back", async () => {
    const countries = page.getByRole("region", { name: "Visitors’ countries" });
    await countries.getByRole("button", { name: "Zoom in" }).click();
    await countries.getByRole("button", { name: "Zoom out" }).click();
    await countries.getByRole("button", { name: "Back to the whole world" }).click();
    await countries.getByRole("img", { name: /^World map of visitors/ }).waitFor();
  });

  it("reads in French, on a laptop and a phone", async () => {
    await page.evaluate(() => window.localStorage.setItem("ondine.language", "fr"));
    await page.reload();
    await page
      .getByRole("region", { name: "Pays des visiteurs" })
      .getByRole("img", { name: /^Carte du monde des visiteurs/ })
      .locator("path")
      .nth(100)
      .waitFor();
    await page
      .getByRole("region", { name: "Fréquentation" })
      .getByRole("img", { name: /^Utilisateurs actifs dans le temps/ })
      .locator("path")
      .first()
      // The first shape is an axis line: drawn, if too thin to count as visible.
      .waitFor({ state: "attached" });
    await checkScreen(page, "Statistics overview (fr)");
    await page.evaluate(() => window.localStorage.setItem("ondine.language", "en"));
    await page.reload();
    await page.getByRole("region", { name: "Traffic" }).waitFor();
  });

  it("leads to the purchases dashboard filtered by the organism and the window", async () => {
    const organism = Number(new URL(page.url()).searchParams.get("location_organism"));
    await page.getByRole("link", { name: "See purchases" }).click();
    await page.waitForURL((url) => url.pathname === "/statistics/purchases");
    const address = new URL(page.url());
    expect(address.hash).toMatch(/^#\?s=[A-Za-z0-9_-]+$/);
    const state = dashboardStateOf(address.hash);
    expect(state.organism).toBe(organism);
    expect(state.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(state.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("the statistics overview without the purchases and codes roles (docs/product.md#statistics-dashboards)", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await openOverviewAs("residences@ondine.example"));
  });

  afterAll(async () => {
    await context?.close();
  });

  it("gives the traffic card the whole width, with no meter", async () => {
    const traffic = page.getByRole("region", { name: "Traffic" });
    await traffic.getByRole("img").first().waitFor();
    const countries = page.getByRole("region", { name: "Visitors’ countries" });
    await countries.waitFor();
    expect(await page.getByRole("region", { name: "Purchases" }).count()).toBe(0);
    expect(await page.getByRole("region", { name: "Used codes" }).count()).toBe(0);
    // Traffic spans the row; the map below takes two thirds of it beside the devices.
    const trafficWidth = (await traffic.boundingBox())?.width ?? 0;
    const mapWidth = (await countries.boundingBox())?.width ?? 0;
    expect(trafficWidth).toBeGreaterThan(mapWidth * 1.4);
    await checkScreen(page, "Statistics overview: home role only");
  });
});
