import type { Browser, BrowserContext, Page } from "playwright-core";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * Signs in once as the demo admin and returns the session, so that each run
 * can open a fresh context (empty HTTP cache) already signed in.
 */
export async function signedInStorageState(browser: Browser, baseUrl: string): Promise<StorageState> {
  const signIn = await browser.newContext({ baseURL: baseUrl });
  try {
    const signInPage = await signIn.newPage();
    await signInPage.goto("/account/login");
    await signInPage.locator('input[type="email"]').fill("admin@ondine.example");
    await signInPage.locator('input[type="password"]').fill("ondine-demo");
    await signInPage.locator('button[type="submit"]').click();
    await signInPage.waitForURL((url) => !url.pathname.startsWith("/account/login"));
    return await signIn.storageState();
  } finally {
    await signIn.close();
  }
}

/** A fresh context (empty HTTP cache) with that session, at a laptop's size, and its page. */
export async function freshSignedInPage(
  browser: Browser,
  baseUrl: string,
  storageState: StorageState,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 }, storageState });
  return { context, page: await context.newPage() };
}
