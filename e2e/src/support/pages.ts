import type { Browser, BrowserContext, Page } from "playwright-core";

/** A fresh browser context (no cookies, empty storage) with the interface in English. */
export async function openEnglishPage(
  browser: Browser,
  baseUrl: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
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
