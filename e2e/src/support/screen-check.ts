import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** WCAG 2.2 AA, as axe-core tags its rules. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] as const;

/** Each screen is looked at on a desktop and on a phone. */
export const screenSizes = [
  { label: "desktop", width: 1440, height: 900 },
  { label: "phone", width: 390, height: 844 },
] as const;

/**
 * E2E_SCREENSHOTS=off: no photographs (CI's run, where nobody looks at them, and where they
 * took a good part of the journeys' time); axe-core still checks every screen.
 */
const takesScreenshots = process.env.E2E_SCREENSHOTS !== "off";

let screenshotsDir: string | undefined;

/** E2E_SCREENSHOTS_DIR, else one temporary folder for the whole run (printed once). */
export function screenshotsDirectory(): string {
  if (screenshotsDir) return screenshotsDir;
  const chosen = process.env.E2E_SCREENSHOTS_DIR;
  if (chosen) {
    mkdirSync(chosen, { recursive: true });
    screenshotsDir = chosen;
  } else {
    screenshotsDir = mkdtempSync(join(tmpdir(), "ondine-screens-"));
    console.info(`Screenshots of the journeys: ${screenshotsDir}`);
  }
  return screenshotsDir;
}

/**
 * Saves what the page shows now (its viewport) as `<name>.png` in the screenshots' folder, to be
 * looked at; nothing under E2E_SCREENSHOTS=off.
 */
export async function photograph(page: Page, name: string): Promise<void> {
  if (!takesScreenshots) return;
  await page.screenshot({ path: join(screenshotsDirectory(), `${name}.png`) });
}

/** A file name from a screen's name: "Code panel (disabled)" → "code-panel-disabled", "Route apiToken" → "route-api-token". */
function fileNameOf(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Findings WCAG itself exempts, each with its reason. Map markers sit where
 * their places are and overlap when places are close: SC 2.5.8's "Equivalent"
 * exception, since the home's site select (and a building's list) reaches
 * every marker's place with a full-size control.
 */
const exemptions: readonly { rule: string; element: RegExp }[] = [
  { rule: "target-size", element: /class="[^"]*\bleaflet-marker-icon\b/ },
];

/**
 * The violations of WCAG 2.2 AA axe-core finds on the page as it is now, one line each with its targets.
 *
 * The audit runs and finishes in the page ("legacy mode"), and keeps only the violations' nodes
 * (`resultTypes`; the passing and incomplete rules keep one node each). By default axe opened a new
 * blank page for each check, loaded axe-core into it again and sent it every node's partial results
 * to finish there, a step for other origins' frames, which the console has none of. Alone, the
 * monitoring journey's seven checks took 58 s that way and 16 s this way, the journey 108 s and 65 s;
 * the same screens read the same violations (docs/performance.md "CI time"). `options` first: it
 * replaces what `withTags` set.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags([...wcagTags])
    .setLegacyMode(true)
    .analyze();
  return results.violations.flatMap((violation) => {
    const nodes = violation.nodes.filter(
      (node) => !exemptions.some((exemption) => exemption.rule === violation.id && exemption.element.test(node.html)),
    );
    if (nodes.length === 0) return [];
    const targets = nodes.map((node) => node.target.map(String).join(" ")).join(", ");
    return [`${violation.id} (${violation.impact}): ${violation.help}; ${targets}`];
  });
}

/**
 * After a viewport change the page lays itself out again over a few frames
 * (media queries, resize observers, the re-renders they cause): a screenshot
 * taken at once caught the old layout's width and height. Waits for the page
 * to fit the new width (a page that never does is shown as it is) and two
 * more frames.
 */
async function settleLayout(page: Page, width: number): Promise<void> {
  await page
    .waitForFunction((fits) => document.documentElement.scrollWidth <= fits, width, { timeout: 2_000 })
    .catch(() => undefined);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Checks a built screen as its users meet it: fails on any WCAG 2.2 AA
 * violation axe-core finds (listing each with the elements it targets), then
 * takes a full-page screenshot at 1440×900 and 390×844 into
 * E2E_SCREENSHOTS_DIR (unless E2E_SCREENSHOTS=off), and gives the page its viewport back. Call it once the
 * screen shows what it is about (data loaded, dialog open).
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  // Fonts and lazy chunks settle first: contrast is computed on what is drawn.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Transitions end first too (a drawer sliding in, a button's press): axe
  // would measure the contrast of a half-faded colour. Endless ones (loaders) never end.
  // A dialog just opened starts its fade a frame or two later (Mantine's transition
  // waits for a frame): those frames pass first, or no animation is yet there to wait for.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const violations = await accessibilityViolations(page);
  if (violations.length > 0) {
    throw new Error(`Accessibility violations on "${name}" (WCAG 2.2 AA):\n- ${violations.join("\n- ")}`);
  }
  if (!takesScreenshots) return;
  const directory = screenshotsDirectory();
  const viewport = page.viewportSize();
  try {
    for (const size of screenSizes) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await settleLayout(page, size.width);
      await page.screenshot({ path: join(directory, `${fileNameOf(name)}.${size.label}.png`), fullPage: true });
    }
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
}
