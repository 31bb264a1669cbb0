import type { BrowserContext } from "playwright-core";
import { afterEach, expect } from "vitest";

const marker = "Content-Security-Policy violation:";
const seen: string[] = [];

/**
 * Records every Content-Security-Policy violation a page of `context`
 * reports: the console runs under the server's CSP (docs/security.md), and a
 * blocked script, style, image or connection is a defect even when the page
 * seems to work.
 */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript((prefix: string) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  }, marker);
  context.on("console", (message) => {
    const text = message.text();
    if (text.startsWith(marker) || /Content Security Policy/.test(text)) seen.push(text);
  });
}

/** After each journey step: no page broke the CSP. */
export function failOnCspViolations(): void {
  afterEach(() => {
    const violations = seen.splice(0);
    expect(violations, "CSP violations in the console's log").toEqual([]);
  });
}
