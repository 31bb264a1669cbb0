import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { type ConsoleServer, startConsoleServer } from "./support/console-server";
import { sitesSeenBy } from "./support/locations";
import { openEnglishPage, submitSignIn } from "./support/pages";
import { pdfPageTexts } from "./support/pdf-text";

const demoPassword = "ondine-demo";
/** docs/product.md#codes-printing: 9 coupons on each A4 page, print-all up to 300 codes, in posts of 100. */
const couponsPerPage = 9;
/** The site's list once the batch is made: more than two posts of the print search, within print-all's 300. */
const listSize = 260;
const disabledCount = 3;

type Json = Record<string, unknown>;

/** The search proxy and the coupons API with the page's own session (cookie and CSRF header). */
async function callApi(page: Page, method: "GET" | "POST" | "PUT", path: string, body?: Json): Promise<Json> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "ondine_csrf")?.value ?? "";
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { "X-CSRF-Token": csrf },
    ...(body ? { data: body } : {}),
  });
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as Json;
}

/** The codes of a site's dashboard list (back-office codes only, docs/product.md#codes-screens), with a filter on top. */
async function siteCodes(page: Page, siteId: number, filter: Json): Promise<string[]> {
  const answer = (await callApi(page, "POST", "/es_proxy/coupons/_search", {
    size: 1000,
    _source: ["code"],
    sort: ["id"],
    query: { bool: { filter: [{ term: { site_id: siteId } }, { term: { creator_type: "CenterUser" } }, filter] } },
  })) as { hits: { hits: { _source: { code: string } }[] } };
  return answer.hits.hits.map((hit) => hit._source.code);
}

const occurrences = (text: string, code: string) => text.split(code).length - 1;

let server: ConsoleServer;
let browser: Browser;

// Seeding a fresh database takes a while, longer when the two cores are busy.
beforeAll(async () => {
  server = await startConsoleServer();
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("printing a site's whole list of codes", () => {
  let context: BrowserContext;
  let manager: Page;

  beforeAll(async () => {
    ({ context, page: manager } = await openEnglishPage(browser, server.baseUrl));
    await manager.goto("/account/login");
    await submitSignIn(manager, "hotels@ondine.example", demoPassword);
    await manager.waitForURL((url) => url.pathname === "/");
  });

  afterAll(async () => {
    await context?.close();
  });

  it("prints every code of the list that is not disabled, each once, and no disabled one", {
    timeout: 300_000,
  }, async () => {
    // The manager's site with the fewest back-office codes, brought to 260 by one batch: the batch shares one
    // created_at and spans the edges of the print's posts of 100, where codes used to be skipped.
    const sites = await sitesSeenBy(manager);
    const counted = await Promise.all(
      sites.map(async (site) => ({ site, count: (await siteCodes(manager, site.id, { match_all: {} })).length })),
    );
    const { site, count } = counted.sort((a, b) => a.count - b.count)[0] as (typeof counted)[number];
    expect(count).toBeLessThan(listSize - 200);
    const offers = (await callApi(
      manager,
      "GET",
      `/coupons/coupon_defs?location_id=${site.id}&location_type=Site`,
    )) as unknown as { id: number }[];
    const created = (await callApi(manager, "POST", "/coupons", {
      coupon: {
        location_id: site.id,
        location_type: "Site",
        number: listSize - count,
        description: "Journey: print the whole list",
        ...(offers[0]
          ? { coupon_def_id: offers[0].id }
          : {
              max_usage: 1,
              starts_at: new Date().toISOString(),
              ends_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
            }),
      },
    })) as { coupons: { id: number; code: string }[] };
    // Three codes of the batch disabled, one near each post edge of the newest-first order.
    for (const index of [0, 99, 199].map((position) => created.coupons.length - 1 - position)) {
      await callApi(manager, "PUT", `/coupons/${created.coupons[index]?.id}/disable`);
    }
    const printable = await siteCodes(manager, site.id, {
      bool: { must_not: [{ exists: { field: "disabled_at" } }] },
    });
    const disabled = await siteCodes(manager, site.id, { exists: { field: "disabled_at" } });
    expect(printable.length + disabled.length).toBe(listSize);
    expect(disabled.length).toBeGreaterThanOrEqual(disabledCount);
    expect(printable.length).toBeGreaterThan(200);

    const state = Buffer.from(JSON.stringify({ organism: site.organism_id, site: site.id })).toString("base64url");
    await manager.goto(`/codes/list#?s=${state}`);
    await expect.poll(() => manager.getByTestId("codes-count").textContent()).toBe(`${listSize} codes`);
    const printAll = manager.getByRole("button", { name: `Print all ${printable.length} codes` });
    // Why fewer codes print than the list counts is said beside the button, and read with it.
    const reasonId = await printAll.getAttribute("aria-describedby");
    expect(await manager.locator(`[id="${reasonId}"]`).textContent()).toBe(
      `The ${disabled.length} disabled codes are not printed.`,
    );
    await printAll.click();
    await manager.waitForURL((url) => url.pathname.startsWith("/codes/print/state/"));

    const ready = manager.getByTestId("print-ready");
    await ready.waitFor({ timeout: 60_000 });
    await manager.getByRole("heading", { name: `${printable.length} codes to print` }).waitFor();
    await manager.getByText(`${disabled.length} disabled codes left out: they would not connect anyone.`).waitFor();
    // All printable codes fit: no "as many as one print can hold".
    expect(await manager.getByText("as many as one print can hold").count()).toBe(0);
    const sheetCount = Math.ceil(printable.length / couponsPerPage);
    expect(await ready.getByTestId("print-sheet").count()).toBe(sheetCount);

    await manager.emulateMedia({ media: "print" });
    const pdf = await manager.pdf({ format: "A4" });
    await manager.emulateMedia({ media: "screen" });
    const text = (await pdfPageTexts(pdf)).join("\n");

    const notOnce = printable.filter((code) => occurrences(text, code) !== 1);
    expect(notOnce).toEqual([]);
    const printedDisabled = disabled.filter((code) => occurrences(text, code) > 0);
    expect(printedDisabled).toEqual([]);
    // Each coupon says how to connect, in English here (the manager's walk-through "Codes").
    expect(occurrences(text.replace(/\s+/g, " "), "open a web page, then type this code")).toBeGreaterThan(0);

    // The print page has a way back, to the list as it was.
    await manager.getByRole("link", { name: "Back to the access codes" }).click();
    await manager.waitForURL((url) => url.pathname === "/codes/list");
    await expect.poll(() => manager.getByTestId("codes-count").textContent()).toBe(`${listSize} codes`);
  });

  it("says before any click that a list over 300 printable codes cannot be printed at once", async () => {
    await manager.goto(`/codes/list#?s=${Buffer.from(JSON.stringify({})).toString("base64url")}`);
    const printAll = manager.getByRole("button", { name: /^Print all [\d,]+ codes$/ });
    await printAll.waitFor();
    const count = Number((await printAll.textContent())?.replace(/\D/g, ""));
    expect(count).toBeGreaterThan(300);
    expect(await printAll.getAttribute("aria-disabled")).toBe("true");
    const reasonId = await printAll.getAttribute("aria-describedby");
    expect(await manager.locator(`[id="${reasonId}"]`).textContent()).toMatch(
      /^Cannot print: at most 300 codes at once\./,
    );
    await printAll.click({ force: true });
    expect(new URL(manager.url()).pathname).toBe("/codes/list");
  });
});
