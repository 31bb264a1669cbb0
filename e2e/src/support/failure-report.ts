import type { BrowserContext, Page } from "playwright-core";
import { afterEach } from "vitest";

/** What a context's pages said lately: errors in their console, failed and slow requests. */
const recentEvents = new Map<BrowserContext, string[]>();
const eventsKept = 30;
/** A request slower than this is worth a line when a step fails (a busy machine's first answers). */
const slowRequestMs = 5_000;

function note(context: BrowserContext, line: string): void {
  const events = recentEvents.get(context);
  if (!events) return;
  events.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  if (events.length > eventsKept) events.shift();
}

/**
 * Keeps the last few things the context's pages reported, for the failure report: with
 * E2E_SCREENSHOTS=off (CI) a failed step otherwise says only which locator it waited for.
 */
export function watchForFailureReport(context: BrowserContext): void {
  recentEvents.set(context, []);
  context.on("close", () => recentEvents.delete(context));
  context.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      note(context, `console ${message.type()}: ${message.text()}`);
  });
  context.on("weberror", (error) => note(context, `page error: ${error.error().message}`));
  context.on("requestfailed", (request) =>
    note(context, `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? "?"})`),
  );
  context.on("requestfinished", (request) => {
    const { responseEnd } = request.timing();
    if (responseEnd > slowRequestMs)
      note(context, `slow request: ${request.method()} ${request.url()} ${Math.round(responseEnd)} ms`);
  });
}

async function describePage(page: Page): Promise<string> {
  const shown = await page
    .evaluate(() => (document.body?.innerText ?? "").replace(/\s+/g, " ").trim().slice(0, 600))
    .catch((error: Error) => `(unreadable: ${error.message})`);
  return `  page ${page.url()}\n    shows: ${shown || "(nothing)"}`;
}

/** The open pages of every watched context, what they show and what they reported lately. */
async function failureReport(): Promise<string> {
  const parts: string[] = [];
  for (const [context, events] of recentEvents) {
    for (const page of context.pages()) parts.push(await describePage(page));
    if (events.length > 0) parts.push(`  lately:\n${events.map((event) => `    ${event}`).join("\n")}`);
  }
  return parts.join("\n");
}

/** After a failed journey step: prints what each open page shows, with its recent errors and slow requests. */
export function reportPagesOnFailure(): void {
  afterEach(async ({ task }) => {
    if (task.result?.state !== "fail") return;
    const report = await failureReport();
    if (report) console.error(`What the open pages showed when "${task.name}" failed:\n${report}`);
  });
}
