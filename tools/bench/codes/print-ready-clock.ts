import type { Page } from "playwright-core";

export interface PrintReadyTimes {
  /** React has put the sheets in the document. */
  inDocument: number;
  /** The first frame showing them is drawn: the page is ready to print. */
  drawn: number;
  /** The codes' search was sent (Resource Timing); null if the page did not send one. */
  searchSent: number | null;
}

interface PrintReadyClock {
  inDocument: number | null;
  drawn: number | null;
}

/**
 * What the clock uses of the page's global (tools are type-checked without the DOM's types).
 * The functions below run in the page: playwright sends their source, so they close over nothing.
 */
interface ClockPage {
  __printReadyClock?: PrintReadyClock;
  document: {
    querySelector(selector: string): { querySelectorAll(selector: string): { length: number } } | null;
  };
  MutationObserver: new (
    callback: () => void,
  ) => { observe(target: unknown, options: { childList: boolean; subtree: boolean }): void; disconnect(): void };
  requestAnimationFrame(callback: () => void): number;
}

/**
 * Installed before the page's own scripts: notes on the page's clock
 * (`performance.now()`, from the navigation's start) when the print page
 * holds `sheets` sheets under its ready marker, then when the frame that
 * shows them has been drawn (a task queued from the next animation frame
 * runs after that frame's style, layout and paint).
 */
function startPrintReadyClock(sheets: number): void {
  const page = globalThis as unknown as ClockPage;
  const clock: PrintReadyClock = { inDocument: null, drawn: null };
  page.__printReadyClock = clock;
  const observer = new page.MutationObserver(() => {
    if (clock.inDocument !== null) return;
    const ready = page.document.querySelector('[data-testid="print-ready"]');
    if (!ready || ready.querySelectorAll('[data-testid="print-sheet"]').length !== sheets) return;
    clock.inDocument = performance.now();
    observer.disconnect();
    page.requestAnimationFrame(() =>
      setTimeout(() => {
        clock.drawn = performance.now();
      }),
    );
  });
  observer.observe(page.document, { childList: true, subtree: true });
}

/** The clock once the page is drawn, else null (run in the page). */
function drawnClock(): PrintReadyTimes | null {
  const clock = (globalThis as unknown as ClockPage).__printReadyClock;
  if (clock?.inDocument == null || clock.drawn == null) return null;
  const search = performance
    .getEntriesByType("resource")
    .find((entry) => entry.name.includes("/api/es_proxy/coupons/_search"));
  return { inDocument: clock.inDocument, drawn: clock.drawn, searchSent: search ? search.startTime : null };
}

// The console's CSP has no `unsafe-eval`: playwright evaluates a string predicate again at every poll,
// which the page refuses, whereas a function is compiled once, as the call starts.
export async function installPrintReadyClock(page: Page, sheets: number): Promise<void> {
  await page.addInitScript(startPrintReadyClock, sheets);
}

export async function readPrintReadyClock(page: Page, timeoutMs = 60_000): Promise<PrintReadyTimes> {
  const handle = await page.waitForFunction(drawnClock, undefined, { timeout: timeoutMs });
  return (await handle.jsonValue()) as PrintReadyTimes;
}
