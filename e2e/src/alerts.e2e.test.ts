import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { type ConsoleServer, startConsoleServer } from "./support/console-server";
import { type SeenSite, sitesSeenBy } from "./support/locations";
import { signedInEnglishPage } from "./support/pages";
import { reportSiteHealth } from "./support/report-site-health";
import { checkScreen } from "./support/screen-check";

// The alerts and silent-mode journey (docs/alerts.md): the hotel chain's
// manager asks to be told when two of its hotels go down; the collector
// reports one down: one mail within the grouping window, one when it is
// back; the manager puts the other in silent mode for works, the collector
// reports it down: no mail, and its map draws its equipment muted.

const organismName = "Hôtels Belle Escale";
const manager = "hotels@ondine.example";
/** The alerts job runs every 15 seconds; a mail needs a run after the report and one after the group wait. */
const mailWaitMs = 60_000;

let server: ConsoleServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let managerPage: Page;
let adminPage: Page;
let downHotel: SeenSite;
let mutedHotel: SeenSite;
/** Each report a minute after the last, so that each is newer than what the seed and the previous one wrote. */
let reportClock = Date.now();

interface OutboxMessage {
  recipient: string;
  subject: string;
  body_text: string;
}

beforeAll(async () => {
  server = await startConsoleServer({
    withCollectors: true,
    // Told at once and grouped for 3 seconds, so the journey waits seconds rather than minutes (docs/alerts.md#noise).
    env: { ALERT_TOLERANCE_SECONDS: "0", ALERT_GROUP_WAIT_SECONDS: "3", ALERT_GROUP_INTERVAL_SECONDS: "0" },
  });
  browser = await launchBrowser();
  if (!server.collectors) throw new Error("the demo collectors were not taken");
  managerPage = await signedIn(manager);
  adminPage = await signedIn("admin@ondine.example");
  const collector = server.collectors.plan.collectors.find((candidate) => candidate.name.endsWith(`: ${organismName}`));
  const reported = new Set(collector?.siteIds ?? []);
  const hotels = (await sitesSeenBy(managerPage)).filter(
    (site) => reported.has(site.id) && site.state === "En production",
  );
  const [first, second] = hotels;
  if (!first || !second) throw new Error("the chain has fewer than two hotels its collector reports");
  [downHotel, mutedHotel] = [first, second];
  // Both up and reporting before anything else: what the seed left may be stale by now.
  await report(downHotel, "up");
  await report(mutedHotel, "up");
  // The chain's other hotels too: the journeys' database was seeded when the run began, and a site
  // whose last report is over 15 minutes old turns down (docs/product.md#monitoring-availability),
  // which would add it to the manager's alert mails, grouped with the hotels this journey takes down.
  const now = new Date();
  for (const hotel of hotels.slice(2)) {
    await reportSiteHealth(server.baseUrl, server.collectors, { siteId: hotel.id, health: "up", at: now });
  }
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

async function signedIn(email: string): Promise<Page> {
  const { context, page } = await signedInEnglishPage(browser, server.baseUrl, email);
  contexts.push(context);
  return page;
}

async function report(site: SeenSite, health: "up" | "down"): Promise<void> {
  if (!server.collectors) throw new Error("the demo collectors were not taken");
  reportClock = Math.max(reportClock + 60_000, Date.now());
  await reportSiteHealth(server.baseUrl, server.collectors, { siteId: site.id, health, at: new Date(reportClock) });
}

/** The alert mails to the manager that name `site`, newest first, read through the admin's outbox. */
async function alertMailsAbout(site: SeenSite): Promise<OutboxMessage[]> {
  const response = await adminPage.request.get("/api/admin/outbox?page=1");
  if (!response.ok()) throw new Error(`the outbox answered ${response.status()}`);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  return messages.filter((message) => message.recipient === manager && message.body_text.includes(site.name));
}

/** Pastes a Paris date and time into a date field, as a user may (`2026-11-22 14:00`). */
async function pasteMoment(group: Locator, moment: string): Promise<void> {
  const first = group.getByRole("spinbutton").first();
  await first.click();
  await first.evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData("text/plain", text);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, moment);
}

/** `at` as Paris wall-clock time, `YYYY-MM-DD HH:mm`. */
function parisMoment(at: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

describe("alerts and silent mode as the hotel chain's manager (docs/alerts.md)", () => {
  it("asks on the account page to be told when two hotels go down", async () => {
    await managerPage.goto("/account");
    const choices = managerPage.getByRole("region", { name: "Alert choices by site" });
    for (const hotel of [downHotel, mutedHotel]) {
      await choices.getByRole("checkbox", { name: `Alert me when ${hotel.name} goes down` }).check();
    }
    await managerPage.getByRole("button", { name: "Save my choices" }).click();
    await managerPage.getByText("Your alert choices are saved.").waitFor();
    await checkScreen(managerPage, "Account page with alert choices");
  });

  it("mails one alert when a hotel goes down, and one when it is back", async () => {
    await report(downHotel, "down");
    await expect.poll(() => alertMailsAbout(downHotel), { timeout: mailWaitMs, interval: 2000 }).toHaveLength(1);
    const [down] = await alertMailsAbout(downHotel);
    expect(down?.subject).toContain(downHotel.name);
    expect(down?.body_text).toContain("/network/status/monitoring?location_site=");

    await report(downHotel, "up");
    await expect.poll(() => alertMailsAbout(downHotel), { timeout: mailWaitMs, interval: 2000 }).toHaveLength(2);
    const [recovered] = await alertMailsAbout(downHotel);
    expect(recovered?.subject).not.toEqual(down?.subject);

    await managerPage.goto("/account");
    const log = managerPage.getByRole("region", { name: "Recent alerts" });
    await expect.poll(() => log.getByText(downHotel.name).count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await checkScreen(managerPage, "Recent alerts on the account page");
  }, 180_000);

  it("puts the other hotel in silent mode for works: down, it alerts nobody and its map says muted", async () => {
    await managerPage.goto("/silent_mode");
    await managerPage.getByRole("heading", { level: 1, name: "Silent mode" }).waitFor();
    await managerPage.getByRole("button", { name: "New window" }).click();
    const form = managerPage.getByRole("form", { name: "New silence window" });
    await form.getByRole("combobox", { name: /^Site/ }).fill(mutedHotel.name);
    await managerPage
      .getByRole("option", { name: new RegExp(mutedHotel.name) })
      .first()
      .click();
    await pasteMoment(form.getByRole("group", { name: /^End/ }), parisMoment(new Date(Date.now() + 2 * 3_600_000)));
    await form.getByRole("combobox", { name: /^Reason/ }).click();
    await managerPage.getByRole("option", { name: "Works" }).click();
    await form.getByRole("textbox", { name: /^Note/ }).fill("Remplacement du commutateur du 2e étage.");
    await checkScreen(managerPage, "New silence window");
    await form.getByRole("button", { name: "Create the window" }).click();
    await managerPage.getByText(`The window on ${mutedHotel.name} was created.`).waitFor();
    await managerPage.getByRole("tab", { name: /^Current/ }).click();
    await managerPage.getByText(mutedHotel.name).first().waitFor();
    await checkScreen(managerPage, "Silent mode with a current window");

    const mutedBefore = (await alertMailsAbout(mutedHotel)).length;
    const otherBefore = (await alertMailsAbout(downHotel)).length;
    await report(mutedHotel, "down");
    // The other hotel, not muted, goes down after it: its alert says the alerts job has seen the
    // muted hotel down and let its group wait go by, and still no mail names the muted hotel.
    await report(downHotel, "down");
    await expect
      .poll(() => alertMailsAbout(downHotel), { timeout: mailWaitMs, interval: 2000 })
      .toHaveLength(otherBefore + 1);
    expect(await alertMailsAbout(mutedHotel)).toHaveLength(mutedBefore);

    await managerPage.goto(
      `/network/status/maps?location_site=${mutedHotel.id}&location_organism=${mutedHotel.organism_id}`,
    );
    const list = managerPage.getByRole("region", { name: "Equipment on the map" });
    await expect.poll(() => list.getByText("Silent mode").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await checkScreen(managerPage, "Muted hotel's map");
  }, 180_000);

  it("reads in French", async () => {
    await managerPage.evaluate(() => window.localStorage.setItem("ondine.language", "fr"));
    await managerPage.goto("/silent_mode");
    await managerPage.getByRole("heading", { level: 1, name: "Mode silencieux" }).waitFor();
    await checkScreen(managerPage, "Silent mode in French");
    await managerPage.goto("/account");
    await managerPage.getByRole("heading", { name: "Alertes" }).first().waitFor();
    await checkScreen(managerPage, "Account alerts in French");
  });
});
