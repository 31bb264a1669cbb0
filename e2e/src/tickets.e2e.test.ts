import type { OutboxPage } from "@ondine/domain";
import { createTransport } from "nodemailer";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { type ConsoleServer, findFreePort, startConsoleServer } from "./support/console-server";
import { endSilenceOver } from "./support/end-silence";
import { type SeenSite, sitesSeenBy } from "./support/locations";
import { signedInEnglishPage } from "./support/pages";
import { type CollectorRound, playOrganismCollector } from "./support/play-collector";
import { checkScreen } from "./support/screen-check";

// The support-ticket journey (docs/tickets.md): the hotel chain's manager
// opens a ticket from a down site's alert with a photo; the support desk
// finds it in its queue, adds an internal note and answers; the manager
// reads the answer (never the note), gets the mail, and answers it by mail.

const mailDomain = "tickets.ondine.test";

let server: ConsoleServer;
let browser: Browser;
let smtpPort: number;
let hotelRound: CollectorRound;
const contexts: BrowserContext[] = [];

/** A 2×2 PNG, as a phone's photo would be for the server: typed from its bytes, whatever its name. */
const photo = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

beforeAll(async () => {
  smtpPort = await findFreePort();
  server = await startConsoleServer({
    withCollectors: true,
    env: {
      TICKET_SMTP_PORT: String(smtpPort),
      TICKET_MAIL_DOMAIN: mailDomain,
      TICKET_REPLY_SECRET: "journey-ticket-reply-secret-0123456789abcdef",
    },
  });
  browser = await launchBrowser();
  if (!server.collectors) throw new Error("the demo collectors were not taken");
  hotelRound = await playOrganismCollector(server.baseUrl, server.collectors, "Hôtels Belle Escale");
  await endSilenceOver(browser, server.baseUrl, "hotels@ondine.example", [
    hotelRound.downSiteId,
    hotelRound.degradedSiteId,
  ]);
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

/** The interface's language, remembered, then the page read again in it. */
async function speak(page: Page, language: "fr" | "en"): Promise<void> {
  await page.evaluate((chosen) => window.localStorage.setItem("ondine.language", chosen), language);
  await page.reload();
}

describe("a ticket from a down site's alert to an answer by mail (docs/tickets.md)", () => {
  let manager: Page;
  let desk: Page;
  let downSite: SeenSite;
  let ticketPath: string;
  const subject = "Wi-Fi down in the whole hotel since this morning";
  const note = "Collector reports every access point unreachable: likely the line. Calling the carrier.";
  const answer = "We are on it: the line is down at the carrier's, a technician is booked for 14:00.";
  const mailedAnswer = "Thank you, reception confirms guests are back online.";

  beforeAll(async () => {
    manager = await signedIn("hotels@ondine.example");
    const seen = (await sitesSeenBy(manager)).find((site) => site.id === hotelRound.downSiteId);
    if (!seen) throw new Error("the manager does not see the site the collector reported down");
    downSite = seen;
  });

  it("opens a ticket from the down site's alert, with a photo and the site's state attached", async () => {
    await manager.goto(`/?location_organism=${downSite.organism_id}&location_site=${downSite.id}`);
    const alert = manager.getByRole("alert").filter({ hasText: `${downSite.name} is down` });
    await alert.getByRole("link", { name: "Open a ticket" }).click();
    await manager.waitForURL((url) => url.pathname === "/support/tickets/new");
    const form = manager.getByRole("form", { name: "New ticket" });
    await expect.poll(() => form.getByLabel("Attach the site's current state").isChecked()).toBe(true);

    // From a site's alert the request is technical, about that site.
    expect(await form.getByRole("combobox", { name: /^Type of request/ }).inputValue()).toBe("Technical");
    expect(await form.getByRole("combobox", { name: /^Location/ }).inputValue()).toContain(downSite.name);
    await form.getByRole("textbox", { name: /^Subject/ }).fill(subject);
    await form
      .getByRole("textbox", { name: /^Message/ })
      .fill("No guest can connect; the reception's own PCs neither.");
    const chooser = manager.waitForEvent("filechooser");
    await form.getByRole("button", { name: "Attach files" }).click();
    await (await chooser).setFiles({ name: "reception.png", mimeType: "image/png", buffer: photo });
    await form.getByText("reception.png").waitFor();
    await checkScreen(manager, "New ticket from a down site");

    await form.getByRole("button", { name: "Open the ticket" }).click();
    await manager.waitForURL((url) => /^\/support\/tickets\/\d+$/.test(url.pathname));
    ticketPath = new URL(manager.url()).pathname;
    await manager.getByRole("heading", { name: subject }).waitFor();
    await manager.getByText("Site state when the ticket was opened").waitFor();
    await manager.getByRole("link", { name: /reception\.png/ }).waitFor();
    await checkScreen(manager, "Ticket as its requester sees it");
  });

  it("puts it in the support desk's queue, where the agent notes and answers it", async () => {
    desk = await signedIn("support@ondine.example");
    // The site's queue, newest first (by due time, a ticket due at the same time as an older one comes after it).
    await desk.goto(`/support/tickets?site_id=${downSite.id}&sort=opened`);
    const first = desk.getByRole("row").nth(1);
    await expect.poll(() => first.textContent()).toContain(subject);
    await expect.poll(() => first.textContent()).toMatch(/left/);
    await checkScreen(desk, "Support queue");
    await first.getByRole("link", { name: subject }).click();
    await desk.waitForURL((url) => url.pathname === ticketPath);
    await desk.getByText("Site state when the ticket was opened").waitFor();

    await desk.getByRole("switch", { name: "Internal note" }).check();
    await desk.getByRole("textbox", { name: /^Note text/ }).fill(note);
    await desk.getByRole("button", { name: "Add note" }).click();
    await desk.getByText(note).waitFor();
    // The form empties once the note is stored, and stays a note until the agent turns the switch off.
    await expect.poll(() => desk.getByRole("textbox", { name: /^Note text/ }).inputValue()).toBe("");
    await desk.getByRole("switch", { name: "Internal note" }).uncheck();
    await desk.getByRole("textbox", { name: /^Your message/ }).fill(answer);
    await desk.getByRole("button", { name: "Send", exact: true }).click();
    await desk.getByText(answer).waitFor();
    await desk.getByText("Internal note — not visible to the customer").first().waitFor();
    await checkScreen(desk, "Ticket as the support desk sees it");
  });

  it("shows the manager the answer, never the note, and mails it with a reply address", async () => {
    await manager.reload();
    await manager.getByText(answer).waitFor();
    expect(await manager.getByText(note).count()).toBe(0);

    const admin = await signedIn("admin@ondine.example");
    const outbox = (await (await admin.request.get("/api/admin/outbox?page=1")).json()) as OutboxPage;
    const mail = outbox.messages.find(
      (message) => message.recipient === "hotels@ondine.example" && message.body_text.includes(ticketPath),
    );
    expect(mail?.body_text).toContain(answer);
    expect(mail?.body_text).not.toContain(note);
    expect(mail?.reply_to).toMatch(new RegExp(`^ticket-\\d+-\\d+-[0-9a-f]+@${mailDomain.replace(/\./g, "\\.")}$`));

    // Mail to an address nobody signed is refused at the SMTP stage.
    const smtp = createTransport({ host: "127.0.0.1", port: smtpPort, secure: false, ignoreTLS: true });
    await expect(
      smtp.sendMail({ from: "hotels@ondine.example", to: `ticket-1-3-0000@${mailDomain}`, text: "guess" }),
    ).rejects.toThrow(/550/);

    await smtp.sendMail({
      from: "hotels@ondine.example",
      to: mail?.reply_to ?? "",
      subject: `Re: ${mail?.subject ?? subject}`,
      text: `${mailedAnswer}\n\nOn Monday, the support desk wrote:\n> ${answer}\n`,
    });
    await manager.reload();
    await manager.getByText(mailedAnswer).waitFor();
    await manager.getByText("By email").first().waitFor();
  });

  it("reads the same ticket and the list in French", async () => {
    await speak(manager, "fr");
    await manager.getByText(mailedAnswer).waitFor();
    await checkScreen(manager, "Ticket in French");
    await manager.goto("/support/tickets");
    await manager.getByRole("link", { name: subject }).first().waitFor();
    await checkScreen(manager, "My tickets in French");
    await speak(manager, "en");
    await manager.getByRole("link", { name: subject }).first().waitFor();
    await checkScreen(manager, "My tickets");
  });
});
