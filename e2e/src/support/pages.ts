import type { Browser, BrowserContext, Page } from "playwright-core";
import { recordCspViolations } from "./csp-violations";
import { watchForFailureReport } from "./failure-report";

/**
 * How long an action or a navigation waits for its element or page: Playwright's 30 s, doubled.
 * On a 2-core CI machine that runs slow, a server answering its first requests beside a fresh
 * Chromium took over 30 s to draw the sign-in form (2026-12-01); a wait only lasts this long when
 * a journey is failing anyway.
 */
const journeyActionTimeoutMs = 60_000;

/** A fresh browser context (1440x900 unless told) whose CSP violations fail the journey (support/csp-violations.ts). */
export async function openConsoleContext(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number } = { width: 1440, height: 900 },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  context.setDefaultTimeout(journeyActionTimeoutMs);
  await recordCspViolations(context);
  watchForFailureReport(context);
  return context;
}

/** A fresh browser context (no cookies, empty storage) with the interface in English. */
export async function openEnglishPage(
  browser: Browser,
  baseUrl: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openConsoleContext(browser, baseUrl);
  await context.addInitScript(() => {
    if (!window.localStorage.getItem("ondine.language")) window.localStorage.setItem("ondine.language", "en");
  });
  const page = await context.newPage();
  return { context, page };
}

/** Fills the sign-in form and submits it; the caller checks what follows. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email address").fill(email);
  // The show/hide button is labelled "Show or hide the password": anchor on the field's own label.
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** A demo account signed in on a fresh English page, on the home screen; its context is the caller's to close. */
export async function signedInEnglishPage(
  browser: Browser,
  baseUrl: string,
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openEnglishPage(browser, baseUrl);
  await opened.page.goto("/account/login");
  await submitSignIn(opened.page, email, "ondine-demo");
  await opened.page.waitForURL((url) => url.pathname === "/");
  return opened;
}
