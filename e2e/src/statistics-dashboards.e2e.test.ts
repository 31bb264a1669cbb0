import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { type ConsoleServer, startConsoleServer } from "./support/console-server";
import { sitesSeenBy } from "./support/locations";
import { openEnglishPage, submitSignIn } from "./support/pages";
import { checkScreen } from "./support/screen-check";

const demoPassword = "ondine-demo";

/** A see-more address (SPEC §2 `#?s={search}`): the search as base64url JSON, as the overview writes it. */
function seeMoreHash(search: Record<string, unknown>): string {
  return `#?s=${Buffer.from(JSON.stringify(search), "utf8").toString("base64url")}`;
}

/** A `YYYY-MM-DD` day some days back (the journey's window; the exact edge does not matter, both sides use it). */
function dayBack(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** A total through the search proxy with the page's own session: what the dashboard's figure must say. */
async function searchTotal(page: Page, index: string, filter: unknown[]): Promise<number> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "ondine_csrf")?.value ?? "";
  const response = await page.request.post(`/api/es_proxy/${index}/_search`, {
    headers: { "X-CSRF-Token": csrf },
    data: { size: 0, track_total_hits: true, query: { bool: { filter } } },
  });
  if (!response.ok()) throw new Error(`the ${index} search answered ${response.status()}`);
  return ((await response.json()) as { hits: { total: { value: number } } }).hits.total.value;
}

/** The first headline figure of a dashboard. */
function firstFigure(page: Page) {
  return page.getByTestId("dashboard-figure").first();
}

let server: ConsoleServer;
let browser: Browser;

beforeAll(async () => {
  server = await startConsoleServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("statistics dashboards: purchases, used codes, customers (SPEC §2)", () => {
  const contexts: BrowserContext[] = [];

  async function signedInPage(email: string): Promise<Page> {
    const { context, page } = await openEnglishPage(browser, server.baseUrl);
    contexts.push(context);
    await page.goto("/account/login");
    await submitSignIn(page, email, demoPassword);
    await page.waitForURL((url) => url.pathname === "/");
    return page;
  }

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  const from = dayBack(180);
  const to = dayBack(0);

  it("opens purchases from a see-more address filtered by the organism, and used codes alike", async () => {
    const manager = await signedInPage("hotels@ondine.example");
    const organism = (await sitesSeenBy(manager))[0]?.organism_id;
    expect(organism).toBeGreaterThan(0);
    const range = { time_zone: "Europe/Paris", gte: from, lte: to };

    const purchases = await searchTotal(manager, "purchases", [
      { term: { succeeded: true } },
      { term: { organism_id: organism } },
      { range: { purchase_date: range } },
    ]);
    expect(purchases).toBeGreaterThan(0);
    await manager.goto(`/statistics/purchases${seeMoreHash({ organism, from, to })}`);
    await expect.poll(() => firstFigure(manager).textContent()).toBe(purchases.toLocaleString("en"));
    await manager.getByRole("img", { name: /^Purchases by offer: / }).waitFor();
    await checkScreen(manager, "Statistics purchases (en)");
    await manager.getByRole("radio", { name: "Tables" }).click();
    await manager.getByRole("region", { name: "Purchases by site" }).getByRole("table").waitFor();
    await checkScreen(manager, "Statistics purchases tables (en)");
    await manager.goto(`/statistics/purchases?lang=fr${seeMoreHash({ organism, from, to })}`);
    await expect.poll(() => firstFigure(manager).textContent()).toBe(purchases.toLocaleString("fr"));
    await checkScreen(manager, "Statistics purchases (fr)");

    const usedCodes = await searchTotal(manager, "coupons", [
      { term: { used: true } },
      { term: { creator_type: "CenterUser" } },
      { term: { organism_id: organism } },
      { range: { first_provisioning_date: range } },
    ]);
    await manager.goto(`/statistics/codes?lang=en${seeMoreHash({ organism, from, to })}`);
    await expect.poll(() => firstFigure(manager).textContent()).toBe(usedCodes.toLocaleString("en"));
    await checkScreen(manager, "Statistics used codes (en)");
    await manager.goto(`/statistics/codes?lang=fr${seeMoreHash({ organism, from, to })}`);
    await expect.poll(() => firstFigure(manager).textContent()).toBe(usedCodes.toLocaleString("fr"));
    await checkScreen(manager, "Statistics used codes (fr)");
  });

  it("lists newsletter customers and opens one's detail (support holds the customers role)", async () => {
    const support = await signedInPage("support@ondine.example");
    await support.goto("/statistics/customers?lang=en");
    // The first open writes its search into the hash.
    await expect.poll(() => new URL(support.url()).hash).toMatch(/^#\?s=/);
    const cards = support.getByRole("button", { name: /^Open customer / });
    await cards.first().waitFor();
    await checkScreen(support, "Statistics customers (en)");

    await cards.first().click();
    const detail = support.getByRole("dialog");
    await detail.getByRole("rowheader", { name: "E-mail" }).waitFor();
    expect(await detail.getByRole("rowheader", { name: "Signed up" }).count()).toBe(1);
    expect(await detail.getByText("user_agent").count()).toBe(0);
    await checkScreen(support, "Statistics customer detail (en)");
    await support.keyboard.press("Escape");

    await support.goto("/statistics/customers?lang=fr");
    await support.getByRole("button", { name: /^Ouvrir le client / }).first().waitFor();
    await support.getByRole("radio", { name: "Tableaux" }).click();
    await support.getByRole("table").waitFor();
    await checkScreen(support, "Statistics customers table (fr)");
    await support.getByRole("table").getByRole("button").first().click();
    await support.getByRole("dialog").getByRole("rowheader", { name: "Inscription" }).waitFor();
    await checkScreen(support, "Statistics customer detail (fr)");
  });
});
