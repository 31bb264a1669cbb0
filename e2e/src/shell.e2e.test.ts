import { paths, type RouteId } from "@ondine/domain";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { consoleForFile } from "./support/console-for-file";
import { openConsoleContext } from "./support/pages";
import { checkScreen } from "./support/screen-check";

describe("console shell", () => {
  const shared = consoleForFile();
  let context: BrowserContext;
  let page: Page;

  async function openFreshPage(path: string): Promise<Page> {
    await context?.close();
    context = await openConsoleContext(shared.browser, shared.server.baseUrl);
    page = await context.newPage();
    await page.goto(path);
    return page;
  }

  it("reports a healthy embedded database", async () => {
    const response = await fetch(`${shared.server.baseUrl}/api/health`);
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
    await checkScreen(page, "Error page: unknown address");
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

  /** Signed in, the sign-in route sends the admin home: the sign-in screen is checked signed out, below. */
  const routesCheckedSignedOut: readonly RouteId[] = ["login"];

  // The CSP itself is checked after every step (support/csp-violations.ts):
  // this step makes sure every screen of the route table is opened once, and
  // checked against WCAG 2.2 AA and photographed (support/screen-check.ts),
  // those added to the table later too.
  it("opens every screen of the console under its Content-Security-Policy, accessible", {
    timeout: 600_000,
  }, async () => {
    await openFreshPage("/");
    await signInAsAdmin();
    const routeIds = (Object.keys(paths) as RouteId[]).filter((id) => !routesThatChangeTheSession.includes(id));
    for (const routeId of routeIds) {
      await page.goto(sampleUrlOf(paths[routeId]));
      await page.waitForLoadState("networkidle");
      await expect.poll(() => page.locator("#root").innerHTML()).not.toBe("");
      if (!routesCheckedSignedOut.includes(routeId)) await checkScreen(page, `Route ${routeId}`);
    }
  });

  it("has no accessibility violations on the sign-in page and in the signed-in shell", async () => {
    await openFreshPage("/");
    await page.getByRole("button", { name: "Se connecter", exact: true }).waitFor();
    await checkScreen(page, "Sign-in (French)");
    await signInAsAdmin();
    await page.getByRole("navigation").first().waitFor();
    await checkScreen(page, "Home as the admin (French)");
  });

  // A 1 px colour change on focus, and a show-password button Tab skipped.
  it("shows a 2 px focus ring on the sign-in fields, and reaches the show-password button by Tab", async () => {
    await openFreshPage("/account/login");
    const email = page.getByLabel("Adresse e-mail");
    await email.waitFor();
    const outlineOf = () =>
      page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        // A password field draws its ring on the wrapper around its input.
        const ringed = focused.closest(".mantine-PasswordInput-input") ?? focused;
        const style = getComputedStyle(ringed);
        return { style: style.outlineStyle, width: style.outlineWidth, offset: style.outlineOffset };
      });
    await email.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    expect(await email.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await outlineOf()).toEqual({ style: "solid", width: "2px", offset: "2px" });

    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("password");
    expect(await outlineOf()).toEqual({ style: "solid", width: "2px", offset: "2px" });
    await page.getByLabel(/^Mot de passe/).fill("ondine-demo");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toMatch(/mot de passe/i);
    await page.keyboard.press("Enter");
    expect(await page.getByLabel(/^Mot de passe/).getAttribute("type")).toBe("text");
  });
});
