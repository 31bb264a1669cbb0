import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { consoleForFile } from "./support/console-for-file";
import { sitesSeenBy } from "./support/locations";
import { checkScreen } from "./support/screen-check";

/** A see-more address (`#?s={search}`, docs/product.md#statistics-overview): the search as base64url JSON, as the overview writes it. */
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

const shared = consoleForFile();

describe("statistics dashboards: purchases, used codes, customers (docs/product.md#statistics-dashboards)", () => {
  const from = dayBack(180);
  const to = dayBack(0);

  it("opens purchases from a see-more address filtered by the organism, and used codes alike", async () => {
    const manager = await shared.signedInPage("hotels@ondine.example");
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
    // The segmented control's radio is drawn by its label.
    await manager.getByText("Tables", { exact: true }).click();
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

  it("lists newsletter customers and opens one's detail (the hotel manager lacks the customers role: the admin holds it)", async () => {
    const admin = await shared.signedInPage("admin@ondine.example");
    await admin.goto("/statistics/customers?lang=en");
    // The first open writes its search into the hash.
    await expect.poll(() => new URL(admin.url()).hash).toMatch(/^#\?s=/);
    const cards = admin.getByRole("button", { name: /^Open customer / });
    await cards.first().waitFor();
    await checkScreen(admin, "Statistics customers (en)");

    await cards.first().click();
    const detail = admin.getByRole("dialog");
    await detail.getByRole("rowheader", { name: "E-mail" }).waitFor();
    expect(await detail.getByRole("rowheader", { name: "Signed up" }).count()).toBe(1);
    expect(await detail.getByText("user_agent").count()).toBe(0);
    await checkScreen(admin, "Statistics customer detail (en)");
    await admin.keyboard.press("Escape");

    await admin.goto("/statistics/customers?lang=fr");
    await admin
      .getByRole("button", { name: /^Ouvrir le client / })
      .first()
      .waitFor();
    await admin.getByText("Tableau", { exact: true }).click();
    await admin.getByRole("table").waitFor();
    await checkScreen(admin, "Statistics customers table (fr)");
    await admin.getByRole("table").getByRole("button").first().click();
    await admin.getByRole("dialog").getByRole("rowheader", { name: "Inscription" }).waitFor();
    await checkScreen(admin, "Statistics customer detail (fr)");
  });
});
