import AxeBuilder from "@axe-core/playwright";
import { paths, type RouteId } from "@ondine/domain";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { type ConsoleServer, startConsoleServer } from "./support/console-server";
import { openConsoleContext } from "./support/pages";

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
    context = await openConsoleContext(browser, server.baseUrl);
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

  // Routes that sign out or sign in again; the rest are opened with sample parameters.
  const routesThatChangeTheSession: readonly RouteId[] = ["logout", "resetLogAs", "loginBeta"];
  const sampleParameters: Record<string, string> = {
    token: "sample-token",
    id: "1",
    state: "all",
    correlationId: "sample",
    errorKey: "not_found",
    error: "account_unknown",
  };

  /** A route pattern made a visitable address: optional segments dropped, parameters filled in. */
  function sampleUrlOf(pattern: string): string {
    return pattern
      .replace(/\/\{-\$[A-Za-z]+\}/g, "")
      .replace(/\$([A-Za-z]+)/g, (_whole, name: string) => sampleParameters[name] ?? "1");
  }

  // The CSP itself is checked after every step (support/csp-violations.ts):
  // this step makes sure every screen of the route table is opened once.
  it("opens every screen of the console under its Content-Security-Policy", async () => {
    await openFreshPage("/");
    await signInAsAdmin();
    const routeIds = (Object.keys(paths) as RouteId[]).filter((id) => !routesThatChangeTheSession.includes(id));
    for (const routeId of routeIds) {
      await page.goto(sampleUrlOf(paths[routeId]));
      await page.waitForLoadState("networkidle");
      await expect.poll(() => page.locator("#root").innerHTML()).not.toBe("");
    }
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
