import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { type ConsoleServer, startConsoleServer } from "./support/console-server";
import { type SeenSite, sitesSeenBy } from "./support/locations";
import { openEnglishPage, submitSignIn } from "./support/pages";
import { type CollectorRound, playOrganismCollector } from "./support/play-collector";
import { reportAccessPointState } from "./support/report-equipment-state";
import { checkScreen } from "./support/screen-check";

const organismName = "Hôtels Belle Escale";
const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const mapPath = new RegExp(`^/network/status/maps/(${uuid})/(${uuid})$`);

let server: ConsoleServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** What the hotel chain's collector has just reported: which site is down, which access points unreachable. */
let round: CollectorRound;
/** A site of the chain that reports and is up. */
let site: SeenSite;

beforeAll(async () => {
  server = await startConsoleServer({ withCollectors: true });
  browser = await launchBrowser();
  if (!server.collectors) throw new Error("the demo collectors were not taken");
  round = await playOrganismCollector(server.baseUrl, server.collectors, organismName);

  ({ context, page } = await openEnglishPage(browser, server.baseUrl));
  await page.goto("/");
  await submitSignIn(page, "hotels@ondine.example", "ondine-demo");
  await page.waitForURL((url) => url.pathname === "/");
  const sites = await sitesSeenBy(page);
  const chosen = sites.find(
    (candidate) =>
      round.siteIds.includes(candidate.id) && candidate.id !== round.downSiteId && candidate.state === "En production",
  );
  if (!chosen) throw new Error("no reporting site of the chain is up");
  site = chosen;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const siteQuery = () => `location_site=${site.id}&location_organism=${site.organism_id}`;
const canvasOf = (target: Page) => target.getByRole("img", { name: /^(Map of |Isometric view of |Plan : |Vue isom)/ });
const floorButtons = (target: Page, name = "Floors") => target.getByRole("group", { name }).getByRole("button");
const listRegion = (target: Page) => target.getByRole("region", { name: "Equipment on the map" });
/** The list's access points beside the canvas. */
const accessPointEntries = (target: Page) =>
  listRegion(target).locator("button[data-mac]").filter({ hasText: "Access point" });

/** The pressed floor button's name, without the state said to screen readers after it. */
async function pressedFloorName(target: Page, group = "Floors"): Promise<string> {
  const pressed = target.getByRole("group", { name: group }).locator('button[aria-pressed="true"]');
  return pressed.evaluate((button) =>
    (button.querySelector(".mantine-Button-label")?.firstChild?.textContent ?? "").trim(),
  );
}

/** Waits until the map of a floor is on screen: the canvas, its list and the live indicator. */
async function waitForMap(target: Page, live = "Live"): Promise<void> {
  await canvasOf(target).waitFor();
  await listRegion(target)
    .or(target.getByRole("region", { name: "Équipements sur le plan" }))
    .waitFor();
  await target.getByRole("status").filter({ hasText: live }).waitFor();
}

/** The flat/isometric switch: its radios are drawn by their labels. */
async function chooseView(target: Page, name: string): Promise<void> {
  await target.getByText(name, { exact: true }).click();
  await expect.poll(() => target.getByRole("radio", { name }).isChecked()).toBe(true);
}

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("the canvas has no box");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe("the live maps as the hotel-chain manager (docs/product.md#maps-screen)", () => {
  it("opens a building's map from the home, and the address follows the floor chosen, a reload keeping it", async () => {
    await page.goto(`/?${siteQuery()}`);
    await page
      .getByRole("button", { name: /: open the building's map$/ })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(mapPath);
    await page.getByRole("heading", { level: 1, name: "Network maps" }).waitFor();
    await waitForMap(page);

    const floors = floorButtons(page);
    await expect.poll(() => floors.count()).toBeGreaterThan(1);
    const [, buildingUuid, firstFloorUuid] = mapPath.exec(new URL(page.url()).pathname) ?? [];
    const other = floors.and(page.locator('[aria-pressed="false"]')).first();
    const otherName = await other.evaluate((button) =>
      (button.querySelector(".mantine-Button-label")?.firstChild?.textContent ?? "").trim(),
    );
    await other.click();
    await expect.poll(() => pressedFloorName(page)).toBe(otherName);
    await expect.poll(() => new URL(page.url()).pathname).not.toContain(firstFloorUuid);
    expect(new URL(page.url()).pathname).toContain(buildingUuid);
    const chosenPath = new URL(page.url()).pathname;

    await page.reload();
    await waitForMap(page);
    expect(await pressedFloorName(page)).toBe(otherName);
    expect(new URL(page.url()).pathname).toBe(chosenPath);
    await checkScreen(page, "Maps: floor");
  });

  it("switches to the isometric view, turns it, and shades the estimated coverage", async () => {
    await chooseView(page, "Isometric");
    await page.getByRole("img", { name: /^Isometric view of / }).waitFor();
    await page.getByRole("button", { name: "Rotate right" }).click();
    await page.getByRole("button", { name: "Rotate right" }).click();
    await page.mouse.move(5, 5);
    await checkScreen(page, "Maps: isometric");

    await chooseView(page, "Flat");
    await page.getByRole("img", { name: /^Map of / }).waitFor();
    expect(await page.getByRole("button", { name: "Rotate right" }).count()).toBe(0);
    const coverage = page.getByRole("button", { name: "Coverage (estimate)" });
    await coverage.click();
    expect(await coverage.getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("region", { name: "Legend" }).getByText("Estimated Wi-Fi coverage").waitFor();
    await checkScreen(page, "Maps: coverage");
    await coverage.click();
  });

  it("finds an access point in the list, centres it, and shows its details when the pointer rests on it", async () => {
    const entry = accessPointEntries(page).first();
    const mac = (await entry.getAttribute("data-mac")) ?? "";
    const name = ((await entry.locator("p").first().textContent()) ?? "").trim();
    await entry.click();
    expect(await entry.getAttribute("aria-expanded")).toBe("true");
    // The highlighted marker glides to the canvas's middle: once there, rest the pointer on it.
    const canvas = canvasOf(page);
    await expect.poll(() => canvas.getAttribute("data-centred-on")).toBe(mac);
    const middle = await centreOf(canvas);
    await page.mouse.move(middle.x - 40, middle.y - 40);
    await page.mouse.move(middle.x, middle.y, { steps: 4 });
    const card = page.getByRole("tooltip", { name: `Details of ${name}` });
    await card.waitFor();
    const text = (await card.textContent()) ?? "";
    expect(text).toContain(mac);
    expect(text).toContain("Connected devices");
    // docs/product.md#maps-screen: a mesh backhaul network is never named.
    expect(text).not.toMatch(/mesh-[A-Za-z0-9]{8}/);
    await checkScreen(page, "Maps: hover card");
    await page.mouse.move(5, 5);
  });

  it("turns an access point the collector reports down unreachable, without a reload", async () => {
    const reachable = accessPointEntries(page).and(page.locator('[data-state="reachable"]')).first();
    const mac = (await reachable.getAttribute("data-mac")) ?? "";
    expect(mac).not.toBe("");
    const entry = listRegion(page).locator(`button[data-mac="${mac}"]`);
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => navigations.push(frame.url()));

    if (!server.collectors) throw new Error("the demo collectors were not taken");
    await reportAccessPointState(server.baseUrl, server.collectors, { siteId: site.id, mac, isReachable: false });
    await expect.poll(() => entry.getAttribute("data-state")).toBe("unreachable");
    await expect.poll(() => entry.textContent()).toContain("Unreachable");
    expect(navigations).toEqual([]);
  });

  // The manager's walk-through defect 2: the link named the building only, so the map opened the ground floor and highlighted nothing.
  it("opens an upper-floor access point's floor from the AP list's see-on-map link, highlighted and announced", async () => {
    await page.goto(`/network/status/aps?${siteQuery()}`);
    await page.locator(".mantine-SegmentedControl-root").getByText("All", { exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Access points: all" }).waitFor();
    const floorColumn = await page
      .locator("thead th")
      .evaluateAll((cells) => cells.findIndex((cell) => cell.textContent?.trim() === "Floor"));
    const upstairs = page
      .locator("tbody tr")
      .filter({ has: page.locator(`td:nth-child(${floorColumn + 1})`, { hasText: /étage/ }) })
      .filter({ has: page.getByRole("link", { name: /^See .+ on the map$/ }) })
      .first();
    const floorName = ((await upstairs.locator(`td:nth-child(${floorColumn + 1})`).textContent()) ?? "").trim();
    const mac = (
      (await upstairs
        .locator("td")
        .filter({ hasText: /^([0-9a-f]{2}:){5}[0-9a-f]{2}$/ })
        .textContent()) ?? ""
    ).trim();
    expect(floorName).not.toBe("Rez-de-chaussée");
    await upstairs.getByRole("link", { name: /^See .+ on the map$/ }).click();

    await expect.poll(() => new URL(page.url()).pathname).toMatch(mapPath);
    expect(new URL(page.url()).searchParams.get("equipment")).toBe(mac);
    await waitForMap(page);
    expect(await pressedFloorName(page)).toBe(floorName);
    const entry = listRegion(page).locator(`button[data-mac="${mac}"]`);
    await expect.poll(() => entry.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => entry.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.getByText(new RegExp(`is highlighted on the map: ${floorName},`)).waitFor({ state: "attached" });
    await checkScreen(page, "Maps: access point from the list");
  });

  it("finds equipment by its MAC address and opens its floor with its marker highlighted", async () => {
    // An access point of another floor: the isometric list holds every floor's.
    await chooseView(page, "Isometric");
    const shownFloor = new URL(page.url()).pathname;
    const wanted = (await accessPointEntries(page).last().getAttribute("data-mac")) ?? "";
    expect(wanted).not.toBe("");
    await chooseView(page, "Flat");

    await page.getByRole("textbox", { name: "Find equipment" }).fill(wanted);
    const option = page.getByRole("option").filter({ hasText: wanted });
    await option.waitFor();
    expect(await option.textContent()).toContain(site.name);
    await option.click();
    const entry = listRegion(page).locator(`button[data-mac="${wanted}"]`);
    await expect.poll(() => entry.getAttribute("aria-expanded")).toBe("true");
    expect(new URL(page.url()).pathname).toMatch(mapPath);
    expect(shownFloor).toMatch(mapPath);
  });

  it("asks an organism without a site to choose one, each of its sites a link to its map", async () => {
    await page.goto(`/network/status/maps?location_organism=${site.organism_id}`);
    await page.getByRole("heading", { name: "Choose a site" }).waitFor();
    const list = page.getByRole("list", { name: `Sites of ${organismName}` });
    await list.getByRole("link", { name: site.name, exact: true }).waitFor();
    await checkScreen(page, "Maps: choose a site");
    await list.getByRole("link", { name: site.name, exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("location_site")).toBe(String(site.id));
    await waitForMap(page);
  });

  it("opens the 'cartography unavailable' modal when the map cannot be read, and closing it goes back", async () => {
    await page.goto(`/network/status/monitoring?${siteQuery()}`);
    await page.route("**/api/monitoring/sites/*/full", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ code: "INTERNAL_ERROR", message: "Test failure", errors: {} }),
      }),
    );
    try {
      await page.getByRole("link", { name: "Open the maps" }).click();
      const modal = page.getByRole("dialog", { name: "Cartography unavailable" });
      await modal.waitFor({ timeout: 20_000 });
      await checkScreen(page, "Maps: cartography unavailable");
      await modal.getByRole("button", { name: "Go back" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/network/status/monitoring");
    } finally {
      await page.unroute("**/api/monitoring/sites/*/full");
    }
  });

  it("reads in French, on a laptop and a phone", async () => {
    await page.evaluate(() => window.localStorage.setItem("ondine.language", "fr"));
    try {
      await page.goto(`/network/status/maps?${siteQuery()}`);
      await page.getByRole("heading", { level: 1, name: "Cartes du réseau" }).waitFor();
      await canvasOf(page).waitFor();
      await page.getByRole("status").filter({ hasText: "En direct" }).waitFor();
      await checkScreen(page, "Maps (fr): floor");
      await chooseView(page, "Isométrique");
      await page.getByRole("button", { name: "Couverture (estimation)" }).click();
      await checkScreen(page, "Maps (fr): isometric with coverage");

      // On a phone the floors are a select.
      await page.setViewportSize({ width: 390, height: 844 });
      const floorSelect = page.getByRole("combobox", { name: "Étage", exact: true });
      await floorSelect.waitFor();
      expect(await page.getByRole("group", { name: "Étages" }).isVisible()).toBe(false);
      const options = await floorSelect
        .locator("option")
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
      const next = options.find((value) => !new URL(page.url()).pathname.endsWith(value));
      if (next) {
        await floorSelect.selectOption(next);
        await expect.poll(() => new URL(page.url()).pathname.endsWith(next)).toBe(true);
      }
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.evaluate(() => window.localStorage.setItem("ondine.language", "en"));
    }
  });

  it("lets an administrator replace a floor's plan, the server's refusal said in the interface's words", async () => {
    const admin = await openEnglishPage(browser, server.baseUrl);
    try {
      await admin.page.goto("/");
      await submitSignIn(admin.page, "admin@ondine.example", "ondine-demo");
      await admin.page.waitForURL((url) => url.pathname === "/");
      await admin.page.goto(`/network/status/maps?${siteQuery()}`);
      await waitForMap(admin.page);
      const floor = await pressedFloorName(admin.page);
      const upload = admin.page.locator('input[type="file"]');
      const svg = (width: number, height: number) =>
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
            `<rect x="10" y="10" width="${width - 20}" height="${height - 20}" fill="#fff" stroke="#333" stroke-width="4"/></svg>`,
        );

      await upload.setInputFiles({ name: "tiny.svg", mimeType: "image/svg+xml", buffer: svg(20, 20) });
      await admin.page
        .getByRole("alert")
        .filter({ hasText: "Each side of the plan must be between 100 and" })
        .waitFor();

      const planReads: string[] = [];
      admin.page.on("request", (request) => {
        if (request.url().includes("/plan?v=")) planReads.push(request.url());
      });
      const replaced = admin.page.waitForResponse(
        (response) => response.request().method() === "PUT" && response.url().includes("/plan"),
      );
      await upload.setInputFiles({ name: "plan.svg", mimeType: "image/svg+xml", buffer: svg(1200, 800) });
      const plan = (await (await replaced).json()) as { url: string };
      await admin.page
        .getByRole("status")
        .filter({ hasText: `The plan of ${floor} has been replaced.` })
        .waitFor();
      // The map is read again (not from the browser's cache) and draws the new plan, at its new address.
      await expect.poll(() => planReads.some((url) => url.endsWith(plan.url))).toBe(true);
    } finally {
      await admin.context.close();
    }
  });
});
