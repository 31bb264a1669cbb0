import type { Browser } from "playwright-core";
import { openConsoleContext } from "./pages";

/**
 * Ends the silence windows on now over some sites (docs/alerts.md#silent-mode), as a manager who holds
 * the `silent_mode` role, signed in through the API so that no screen reads the status first (it is
 * kept 3 minutes). The demo data has a whole-site window on now, and the collector's rounds take a
 * site down in turn: when they fall on the same site, that site alerts nobody, and a journey about
 * a down site's alert first ends the window, as its manager would.
 */
export async function endSilenceOver(
  browser: Browser,
  baseUrl: string,
  email: string,
  siteIds: readonly (number | null)[],
): Promise<void> {
  const context = await openConsoleContext(browser, baseUrl);
  try {
    const signIn = await context.request.post("/api/users/sign_in", {
      data: { email, password: "ondine-demo" },
    });
    if (!signIn.ok()) throw new Error(`sign-in as ${email} answered ${signIn.status()}`);
    const csrf = (await context.cookies()).find((cookie) => cookie.name === "ondine_csrf")?.value ?? "";
    for (const siteId of siteIds) {
      if (siteId === null) continue;
      const listed = await context.request.get(`/api/silent_mode/windows?state=current&site_id=${siteId}`);
      if (!listed.ok()) throw new Error(`the silence windows answered ${listed.status()}`);
      const { items } = (await listed.json()) as { items: { id: number }[] };
      for (const window of items) {
        const ended = await context.request.post(`/api/silent_mode/windows/${window.id}/end`, {
          headers: { "X-CSRF-Token": csrf },
        });
        if (!ended.ok()) throw new Error(`ending silence window ${window.id} answered ${ended.status()}`);
      }
    }
  } finally {
    await context.close();
  }
}
