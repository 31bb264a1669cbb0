import { readWifiQrPayload } from "@ondine/domain";
import { type DemoCollectors, startCommandExecutor } from "@ondine/tools/simulate";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { type ConsoleServer, startConsoleServer } from "./support/console-server";
import { type SeenSite, sitesSeenBy } from "./support/locations";
import { signedInEnglishPage } from "./support/pages";
import { pdfQrCodes } from "./support/pdf-qr-codes";
import { reportPrivateWifiDevices } from "./support/report-private-wifi-devices";
import { checkScreen } from "./support/screen-check";

const organismName = "Campus Horizon Résidences";
/** A key change's round trip through the collector (docs/private-wifi.md#commands), on a busy machine. */
const commandTimeout = { timeout: 60_000 };
/** The file's names: "Bâtiment Z – 01" ... , a building the demo residences do not have. */
const roomName = (index: number) => `Bâtiment Z – ${String(index).padStart(2, "0")}`;

let server: ConsoleServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let collectors: DemoCollectors;
let site: SeenSite;
let stopExecutor: (() => Promise<void>) | undefined;

/** 50 residents, `;`-separated with a comment and a column the import leaves out; `repeat` names line 41 as line 11. */
function residentsFile(repeat: boolean): Buffer {
  const lines = ["Name;Comment;Étage"];
  for (let index = 1; index <= 50; index += 1) {
    const name = repeat && index === 40 ? roomName(10) : roomName(index);
    lines.push(`${name};"Bail jusqu'au 30/06; étudiant ${index}";${index % 5}`);
  }
  return Buffer.from(`\ufeff${lines.join("\r\n")}\r\n`, "utf8");
}

async function csrfHeaders(): Promise<Record<string, string>> {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === "ondine_csrf")?.value ?? "";
  return { "X-CSRF-Token": csrf };
}

/** The site's spaces whose name holds `q`, as the list's call answers them. */
async function spacesNamed(q: string): Promise<{ id: number; name: string; push: { state: string } }[]> {
  const response = await page.request.get(`/api/ran/sites/${site.id}/spaces?q=${encodeURIComponent(q)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { id: number; name: string; push: { state: string } }[] }).items;
}

beforeAll(async () => {
  server = await startConsoleServer({ withCollectors: true });
  browser = await launchBrowser();
  if (!server.collectors) throw new Error("the demo collectors were not taken");
  collectors = server.collectors;
  ({ context, page } = await signedInEnglishPage(browser, server.baseUrl, "residences@ondine.example"));
  const served = new Set(collectors.plan.collectors.flatMap((collector) => collector.siteIds));
  const candidate = (await sitesSeenBy(page)).find(
    (seen) => seen.organism_name === organismName && served.has(seen.id) && seen.state === "En production",
  );
  if (!candidate) throw new Error(`no site of ${organismName} served by a demo collector`);
  site = candidate;
  stopExecutor = startCommandExecutor({
    baseUrl: server.baseUrl,
    collectors,
    organismName,
    failureRate: 0,
    delaysMs: {
      restart: [500, 1_000],
      replace: [500, 1_000],
      checkout: [500, 1_000],
      message: [500, 1_000],
      private_keys: [500, 1_000],
    },
  });
});

afterAll(async () => {
  await stopExecutor?.();
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe("private Wi-Fi spaces as the residence manager (docs/private-wifi.md)", () => {
  it("imports 50 residents from a CSV file after fixing the line the preview shows", async () => {
    await page.goto(`/ran?location_site=${site.id}&location_organism=${site.organism_id}`);
    await page.getByRole("heading", { level: 1, name: "Private Wi-Fi" }).waitFor();
    await page.getByRole("list", { name: "The site's private Wi-Fi in figures" }).waitFor();
    await checkScreen(page, "Private Wi-Fi: a residence's spaces");

    await page.getByRole("button", { name: "Import a CSV file" }).click();
    const dialog = page.getByRole("dialog", { name: "Import spaces from a CSV file" });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "residents.csv",
      mimeType: "text/csv",
      buffer: residentsFile(true),
    });
    // The preview: the repeated name on its line, nothing to import while it is there.
    await dialog.getByText("1 line with problems").waitFor();
    const badLine = dialog.getByRole("row").filter({ hasText: "Name already on an earlier line." });
    await expect.poll(() => badLine.count()).toBe(1);
    expect(await badLine.textContent()).toContain("41");
    expect(await dialog.getByText("Étage").count()).toBeGreaterThan(0);
    expect(await dialog.getByRole("button", { name: /^Import \d+ spaces?$/ }).isDisabled()).toBe(true);
    await checkScreen(page, "Private Wi-Fi: import preview with a bad line");

    // The fixed file: 50 to create, imported all at once.
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "residents.csv",
      mimeType: "text/csv",
      buffer: residentsFile(false),
    });
    await dialog.getByText("50 spaces ready to be created").waitFor();
    await dialog.getByRole("button", { name: "Import 50 spaces" }).click();
    await page.getByText("50 spaces imported.").waitFor();
    await expect.poll(async () => (await spacesNamed("Bâtiment Z")).length).toBe(50);
  });

  it("gives a space a new key, which the site's collector applies", { timeout: 150_000 }, async () => {
    const [space] = await spacesNamed(roomName(7));
    if (!space) throw new Error("the imported space is not listed");
    const revealed = await page.request.post(`/api/ran/spaces/${space.id}/reveal`, { headers: await csrfHeaders() });
    const oldKey = ((await revealed.json()) as { psk: string }).psk;

    await page.getByRole("searchbox", { name: "Search" }).fill(roomName(7));
    await page
      .getByRole("button", { name: `Open ${roomName(7)}` })
      .first()
      .click();
    const panel = page.getByRole("dialog", { name: "Private Wi-Fi space" });
    await panel.waitFor();
    await panel.getByRole("button", { name: "New key" }).click();
    const confirm = page.getByRole("dialog", { name: `New key for ${roomName(7)}` });
    await confirm.getByRole("button", { name: "Give a new key" }).click();
    await page.getByText(`${roomName(7)} has a new key.`).waitFor();
    // Waiting for the site, then applied by the simulator's collector.
    await expect.poll(async () => (await spacesNamed(roomName(7)))[0]?.push.state, commandTimeout).toBe("applied");
    await panel.getByText("Applied", { exact: true }).first().waitFor(commandTimeout);
    const after = await page.request.post(`/api/ran/spaces/${space.id}/reveal`, { headers: await csrfHeaders() });
    const newKey = ((await after.json()) as { psk: string }).psk;
    expect(newKey).not.toBe(oldKey);
    expect(newKey).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12}$/);

    // A resident's phone joins with it: the collector reports it, the panel lists it.
    await reportPrivateWifiDevices(server.baseUrl, collectors, {
      siteId: site.id,
      spaceId: space.id,
      devices: [
        {
          mac: "02:1a:2b:3c:4d:5e",
          connectedSince: new Date(Date.now() - 20 * 60_000),
          download: 48_200_000,
          upload: 3_100_000,
        },
      ],
    });
    await page.reload();
    const reopened = page.getByRole("dialog", { name: "Private Wi-Fi space" });
    if ((await reopened.count()) === 0)
      await page
        .getByRole("button", { name: `Open ${roomName(7)}` })
        .first()
        .click();
    await reopened.getByText("Connected devices (1)").waitFor();
    await reopened.getByText("02:1a:2b:3c:4d:5e").waitFor();
    await checkScreen(page, "Private Wi-Fi: a space's panel with its device");
  });

  it("prints the imported residents' cards, whose QR codes join the private SSID with each key", async () => {
    await page.goto(
      `/ran?location_site=${site.id}&location_organism=${site.organism_id}&q=${encodeURIComponent("Bâtiment Z – 0")}`,
    );
    await page.getByRole("heading", { level: 1, name: "Private Wi-Fi" }).waitFor();
    await page.getByRole("checkbox", { name: "Select the spaces of this page" }).check();
    await page.getByText("9 spaces selected").waitFor();
    const cards = page.waitForResponse((response) => response.url().includes("/spaces/cards"));
    await page.getByRole("link", { name: "Print the cards" }).click();
    await page.waitForURL((url) => url.pathname === "/ran/print");
    const answer = (await (await cards).json()) as { ssid: string; cards: { name: string; psk: string }[] };
    await page.getByTestId("print-ready").waitFor();
    await page.getByRole("heading", { name: "9 cards to print" }).waitFor();
    await checkScreen(page, "Private Wi-Fi: nine cards to print");

    await page.emulateMedia({ media: "print" });
    const pdf = await page.pdf({ format: "A4" });
    await page.emulateMedia({ media: "screen" });
    const pages = pdfQrCodes(pdf);
    expect(pages).toHaveLength(1);
    const scanned = (pages[0] ?? [])
      .map((text) => readWifiQrPayload(text))
      .sort((a, b) => (a?.key ?? "").localeCompare(b?.key ?? ""));
    const printed = answer.cards
      .map((card) => ({ ssid: answer.ssid, key: card.psk }))
      .sort((a, b) => a.key.localeCompare(b.key));
    expect(answer.cards).toHaveLength(9);
    expect(scanned).toEqual(printed);
  });

  it("reads the same in French, on a laptop and on a phone", async () => {
    await page.evaluate(() => window.localStorage.setItem("ondine.language", "fr"));
    try {
      await page.goto(`/ran?location_site=${site.id}&location_organism=${site.organism_id}`);
      await page.getByRole("heading", { level: 1, name: "Wi-Fi privé" }).waitFor();
      await page.getByRole("list", { name: "Le Wi-Fi privé du site en chiffres" }).waitFor();
      await checkScreen(page, "Private Wi-Fi (fr): a residence's spaces");
    } finally {
      await page.evaluate(() => window.localStorage.setItem("ondine.language", "en"));
    }
  });
});
