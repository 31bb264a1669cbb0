import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { type ConsoleServer, startConsoleServer } from "./support/console-server";
import { type SeenSite, sitesSeenBy } from "./support/locations";
import { signedInEnglishPage } from "./support/pages";
import { reportSiteHealth } from "./support/report-site-health";
import { checkScreen } from "./support/screen-check";

// The webhooks journey (docs/webhooks.md): the hotel chain's manager adds an
// endpoint (a receiver this test runs on the loopback, which the server
// allows outside production), reads its secret once, sends a test event and
// sees it delivered; the collector reports a hotel down and the receiver gets
// `site.down`, verified by the standard's own library; the receiver then
// fails, the log shows the retries, and the manager replays the delivery.

const organismName = "Hôtels Belle Escale";
const manager = "hotels@ondine.example";
const deliveryWaitMs = 60_000;

interface Received {
  id: string;
  type: string;
  data: { site?: { id: number } };
}

/** A receiver as an integrator writes one: it verifies each request with `standardwebhooks`, and can be made to fail. */
class Receiver {
  readonly verified: Received[] = [];
  readonly refused: string[] = [];
  failing = false;
  secret = "";
  private readonly server: Server;

  constructor() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        if (this.failing) {
          response.writeHead(503, { "content-type": "text/plain" }).end("Maintenance: back soon");
          return;
        }
        try {
          const body = Buffer.concat(chunks).toString("utf8");
          const event = new Webhook(this.secret).verify(body, headersOf(request.headers)) as Omit<Received, "id">;
          this.verified.push({ id: String(request.headers["webhook-id"]), type: event.type, data: event.data });
          response.writeHead(204).end();
        } catch (error) {
          this.refused.push(String(error));
          response.writeHead(400).end();
        }
      });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/ondine/hooks`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  received(type: string, siteId?: number): Received[] {
    return this.verified.filter(
      (event) => event.type === type && (siteId === undefined || event.data.site?.id === siteId),
    );
  }
}

function headersOf(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));
}

let server: ConsoleServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let hotel: SeenSite;
let receiverUrl: string;
const receiver = new Receiver();
/** Each report a minute after the last, so that each is newer than what the seed and the previous one wrote. */
let reportClock = Date.now();

beforeAll(async () => {
  receiverUrl = await receiver.start();
  server = await startConsoleServer({ withCollectors: true });
  browser = await launchBrowser();
  ({ context, page } = await signedInEnglishPage(browser, server.baseUrl, manager));
  if (!server.collectors) throw new Error("the demo collectors were not taken");
  const collector = server.collectors.plan.collectors.find((candidate) => candidate.name.endsWith(`: ${organismName}`));
  const reported = new Set(collector?.siteIds ?? []);
  const found = (await sitesSeenBy(page)).find((site) => reported.has(site.id) && site.state === "En production");
  if (!found) throw new Error("the chain has no hotel its collector reports");
  hotel = found;
  await report("up");
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await receiver.stop();
});

async function report(health: "up" | "down"): Promise<void> {
  if (!server.collectors) throw new Error("the demo collectors were not taken");
  reportClock = Math.max(reportClock + 60_000, Date.now());
  await reportSiteHealth(server.baseUrl, server.collectors, { siteId: hotel.id, health, at: new Date(reportClock) });
}

/** The log's row of the newest delivery of an event type. */
function logRow(typeName: string) {
  return page.getByRole("row").filter({ hasText: typeName }).first();
}

/** The interface's language, remembered, then the page read again in it. */
async function speak(language: "fr" | "en"): Promise<void> {
  await page.evaluate((chosen) => window.localStorage.setItem("ondine.language", chosen), language);
  await page.reload();
}

describe("webhooks as the hotel chain's manager (docs/webhooks.md)", () => {
  it("adds an endpoint for the chain's hotels and reads its secret once", async () => {
    await page.goto("/administration/webhooks");
    await page.getByRole("heading", { name: "Webhooks", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Add an endpoint" }).first().click();
    const form = page.getByRole("dialog", { name: "Add an endpoint" });
    await form.getByRole("textbox", { name: /^Address \(URL\)/ }).fill("ftp://pms.example/hooks");
    await form.getByRole("textbox", { name: /^Description/ }).fill("Property-management system");
    await form.getByRole("checkbox", { name: /^Site down/ }).check();
    await form.getByRole("checkbox", { name: /^Site back up/ }).check();
    await form.getByRole("button", { name: "Create the endpoint" }).click();
    // Refused before sending, what was typed kept.
    await form.getByText("The address must start with https://").waitFor();
    await form.getByRole("textbox", { name: /^Address \(URL\)/ }).fill(receiverUrl);
    await checkScreen(page, "New webhook endpoint");
    await form.getByRole("button", { name: "Create the endpoint" }).click();

    const shown = page.getByRole("dialog", { name: "Endpoint created: its signing secret" });
    receiver.secret = (await shown.getByLabel("Signing secret").textContent())?.trim() ?? "";
    expect(receiver.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{44}$/);
    await checkScreen(page, "Webhook secret shown once");
    // The dialog's own button (its corner cross bears the same name).
    await shown.getByRole("button", { name: "Close" }).filter({ hasText: "Close" }).click();
    await expect.poll(() => page.getByText(receiver.secret).count()).toBe(0);
    await page.getByRole("link", { name: receiverUrl }).click();
    await page.getByRole("heading", { name: receiverUrl }).waitFor();
  });

  it("sends a test event, verified by the receiver and delivered in the log", async () => {
    await page.getByRole("button", { name: "Send a test event" }).click();
    await expect.poll(() => receiver.received("webhook.test").length, { timeout: deliveryWaitMs }).toBe(1);
    await expect.poll(() => logRow("Test event").textContent(), { timeout: deliveryWaitMs }).toContain("Delivered");
    expect(receiver.refused).toEqual([]);
    await checkScreen(page, "Webhook endpoint with its log");
  });

  it("tells the receiver, signed, when the collector reports the hotel down", async () => {
    await report("down");
    await expect
      .poll(() => receiver.received("site.down", hotel.id).length, { timeout: deliveryWaitMs, interval: 1000 })
      .toBe(1);
    await expect.poll(() => logRow("Site down").textContent(), { timeout: deliveryWaitMs }).toContain("Delivered");
  }, 120_000);

  it("shows the retries of a failing receiver, and replays the delivery once it is back", async () => {
    receiver.failing = true;
    await report("up");
    await expect
      .poll(() => logRow("Site back up").textContent(), { timeout: deliveryWaitMs, interval: 1000 })
      .toContain("Pending");
    await logRow("Site back up").click();
    const drawer = page.getByRole("dialog", { name: /^Delivery: Site back up/ });
    // The first attempt at once, the second 5 seconds later: both answered 503, the third due in 5 minutes.
    await drawer.getByText("Attempt 2").waitFor({ timeout: deliveryWaitMs });
    await drawer.getByText("HTTP 503").first().waitFor();
    await drawer.getByText("Maintenance: back soon").first().waitFor();
    await checkScreen(page, "Webhook delivery with failed attempts");

    receiver.failing = false;
    await drawer.getByRole("button", { name: "Replay" }).click();
    await expect.poll(() => receiver.received("site.recovered", hotel.id).length, { timeout: deliveryWaitMs }).toBe(1);
    await drawer.getByText("Attempt 3").waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => logRow("Site back up").textContent(), { timeout: deliveryWaitMs }).toContain("Delivered");
  }, 120_000);

  it("reads the endpoint and its log in French", async () => {
    await speak("fr");
    await page.getByRole("button", { name: "Envoyer un événement de test" }).waitFor();
    await checkScreen(page, "Webhook endpoint in French");
    await page.goto("/administration/webhooks");
    await page.getByRole("link", { name: receiverUrl }).waitFor();
    await checkScreen(page, "Webhooks in French");
    await speak("en");
  });

  it("answers 404 for another customer's endpoint, by id, log and replay", async () => {
    const admin = await signedInEnglishPage(browser, server.baseUrl, "admin@ondine.example");
    try {
      const otherOrganism = (await sitesSeenBy(admin.page)).find((site) => site.organism_id !== hotel.organism_id);
      if (!otherOrganism) throw new Error("the demo has one organism only");
      const csrf = async (of: Page) =>
        (await of.context().cookies()).find((cookie) => cookie.name === "ondine_csrf")?.value ?? "";
      const made = await admin.page.request.post("/api/webhooks/endpoints", {
        headers: { "X-CSRF-Token": await csrf(admin.page) },
        data: { organism_id: otherOrganism.organism_id, url: receiverUrl, event_types: ["site.down"] },
      });
      expect(made.status()).toBe(201);
      const { endpoint } = (await made.json()) as { endpoint: { id: number } };
      for (const path of ["", "/deliveries"]) {
        expect((await page.request.get(`/api/webhooks/endpoints/${endpoint.id}${path}`)).status()).toBe(404);
      }
      const replay = await page.request.post(`/api/webhooks/endpoints/${endpoint.id}/replay`, {
        headers: { "X-CSRF-Token": await csrf(page) },
        data: { since: new Date(Date.now() - 86_400_000).toISOString() },
      });
      expect(replay.status()).toBe(404);
    } finally {
      await admin.context.close();
    }
  });
});
