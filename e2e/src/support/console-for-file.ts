import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { type ConsoleServer, startConsoleServer } from "./console-server";
import { openEnglishPage, submitSignIn } from "./pages";

export interface ConsoleForFile {
  readonly server: ConsoleServer;
  readonly browser: Browser;
  /** A new English page signed in as `email` (demo password), on the home screen; closed with the file. */
  signedInPage(email: string): Promise<Page>;
}

/**
 * One console server and browser for the file (starting a server on a copy of the demo database
 * takes a while), started before its tests and stopped after them, with
 * the signed-in pages the tests open closed first. Call it at the top of
 * a file, or of a `describe` for its tests only.
 */
export function consoleForFile(): ConsoleForFile {
  let server: ConsoleServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startConsoleServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the ${name} is not started yet (use it in a test or a hook)`);
    return value;
  };

  return {
    get server() {
      return started(server, "console server");
    },
    get browser() {
      return started(browser, "browser");
    },
    async signedInPage(email) {
      const { context, page } = await openEnglishPage(
        started(browser, "browser"),
        started(server, "console server").baseUrl,
      );
      contexts.push(context);
      await page.goto("/account/login");
      await submitSignIn(page, email, "ondine-demo");
      await page.waitForURL((url) => url.pathname === "/");
      return page;
    },
  };
}
