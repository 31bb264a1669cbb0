import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { apiTokenExpiryDayBounds } from "@ondine/domain";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { type ConsoleServer, startConsoleServer } from "./support/console-server";
import { openEnglishPage, submitSignIn } from "./support/pages";
import { checkScreen } from "./support/screen-check";

/** A token made on the page with its limits, then used as an integrator would. */
describe("API token page", () => {
  let server: ConsoleServer;
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    server = await startConsoleServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  async function signedInPage(): Promise<Page> {
    const opened = await openEnglishPage(browser, server.baseUrl);
    context = opened.context;
    const { page } = opened;
    await page.goto("/account/login");
    await submitSignIn(page, "admin@ondine.example", "ondine-demo");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    return page;
  }

  /** Runs the example as the page prints it, in a shell, as someone pasting it would. */
  async function runAsPrinted(example: string): Promise<unknown> {
    const { stdout } = await promisify(execFile)("bash", ["-c", example]);
    return JSON.parse(stdout);
  }

  const api = (token: string, method: string, path: string, body?: object) =>
    fetch(`${server.baseUrl}/api${path}`, {
      method,
      headers: { "x-api-token": token, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });

  it("makes a read-only token expiring on a day picked in the calendar, which reads and changes nothing", async () => {
    const page = await signedInPage();
    await page.goto("/administration/api");
    await page.getByRole("heading", { level: 1, name: "API token" }).waitFor();
    await checkScreen(page, "API token");

    await page.getByRole("switch", { name: /^Read-only/ }).check();
    const expiry = page.getByRole("button", { name: /Expiry date/ });
    await expiry.click();
    // The earliest day (tomorrow in Paris), as the calendar names its days: "27 November 2026".
    const { earliest } = apiTokenExpiryDayBounds(new Date());
    const tomorrowName = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(Date.UTC(earliest.year, earliest.month - 1, earliest.day));
    const day = page.getByRole("button", { name: tomorrowName, exact: true });
    await day.waitFor();
    await checkScreen(page, "API token: expiry calendar");
    await day.click();
    // The field writes it as dayjs's English "LL": "November 27, 2026".
    const tomorrowWritten = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
      Date.UTC(earliest.year, earliest.month - 1, earliest.day),
    );
    await expect.poll(() => expiry.textContent()).toContain(tomorrowWritten);

    await page.getByRole("button", { name: /^Generate a (new )?token$/ }).click();
    const modal = page.getByRole("dialog", { name: "Your new API token" });
    await modal.waitFor();
    await checkScreen(page, "API token: new token");
    const token = (await modal.getByLabel("API token", { exact: true }).textContent())?.trim() ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await modal.getByLabel("Example request with your token").textContent()).toContain(
      `-H 'X-API-TOKEN: ${token}'`,
    );

    const me = await api(token, "GET", "/users/me");
    expect(me.status).toBe(200);
    expect((await me.json()).api_token).toMatchObject({ read_only: true, last_used_at: expect.any(String) });
    const search = await api(token, "POST", "/es_proxy/locations/_search", { size: 1 });
    expect(search.status).toBe(200);
    const change = await api(token, "PATCH", "/users/language", { language: "de" });
    expect(change.status).toBe(403);
    expect((await change.json()).code).toBe("NOT_ALLOWED");

    await modal.getByRole("button", { name: "Close", exact: true }).last().click();
    // Read again, the page tells the token's use just made.
    await page.reload();
    const details = page.getByRole("table", { name: "Your current token" });
    await expect.poll(() => details.getByRole("row", { name: "Access Read-only" }).count()).toBe(1);
    await expect.poll(() => details.getByRole("row", { name: /^Last used / }).textContent()).not.toContain("Never");
    await checkScreen(page, "API token: current token");
  });

  it("makes a full token whose example request, run as printed, answers with data; the schema downloads", async () => {
    const page = await signedInPage();
    await page.goto("/administration/api");
    await page.getByRole("button", { name: /^Generate a (new )?token$/ }).click();
    const modal = page.getByRole("dialog", { name: "Your new API token" });
    await modal.waitFor();
    const example = (await modal.getByLabel("Example request with your token").textContent()) ?? "";
    expect(example).toContain(`${server.baseUrl}/api/graphql`);
    expect(await runAsPrinted(example)).toEqual({ data: { me: { email: "admin@ondine.example" } } });
    await modal.getByRole("button", { name: "Close", exact: true }).last().click();

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /GraphQL schema/ }).click();
    const schema = await (await download).createReadStream();
    let sdl = "";
    for await (const chunk of schema) sdl += chunk;
    expect(sdl).toContain("type Query {");
    expect(sdl).toContain("createCoupons(input: CreateCouponsInput!): CouponBatch!");
  });
});
