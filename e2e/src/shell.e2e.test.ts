import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { type ConsoleServer, startConsoleServer } from "./support/console-server";

describe("console shell", () => {
  let server: ConsoleServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startConsoleServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openFreshPage(path: string): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    await page.goto(path);
    return page;
  }

  it("reports a healthy embedded database", async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    const health = await response.json();
    expect(health.database).toMatchObject({ engine: "pglite", state: "up" });
  });

  /** Signs in as the demo admin from the French sign-in page the console opens on. */
  async function signInAsAdmin(): Promise<void> {
    await expect.poll(() => new URL(page.url()).pathname).toBe("/account/login");
    await page.getByLabel("Adresse e-mail").fill("admin@ondine.example");
    await page.getByLabel(/^Mot de passe/).fill("ondine-demo");
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
  }

  it("renders in French, switches to English and remembers it", async () => {
    await openFreshPage("/");
    await signInAsAdmin();
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("fr");
    await page.getByRole("navigation").first().waitFor();
    await expect.poll(() => page.getByRole("link", { name: "Accueil" }).count()).toBeGreaterThan(0);

    await page.getByRole("combobox", { name: /langue/i }).selectOption({ label: "English" });

    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
    await expect.poll(() => page.getByRole("link", { name: "Home" }).count()).toBeGreaterThan(0);

    await page.reload();
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
  });

  it("shows the error page for an unknown address, whose home link asks a visitor to sign in", async () => {
    await openFreshPage("/no/such/page");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/introuvable/i);
    await page
      .getByRole("link", { name: /accueil/i })
      .last()
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/account/login");
  });

  async function seriousAccessibilityViolations(): Promise<string[]> {
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    return serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }

  it("has no serious accessibility violations on the sign-in page and in the signed-in shell", async () => {
    await openFreshPage("/");
    await page.getByRole("button", { name: "Se connecter", exact: true }).waitFor();
    expect(await seriousAccessibilityViolations()).toEqual([]);
    await signInAsAdmin();
    await page.getByRole("navigation").first().waitFor();
    expect(await seriousAccessibilityViolations()).toEqual([]);
  });
});
