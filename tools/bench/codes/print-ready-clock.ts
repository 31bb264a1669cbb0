import type { Page } from "playwright-core";

/**
 * Installed before the page's own scripts: notes on the page's clock
 * (`performance.now()`, from the navigation's start) when the print page
 * holds `sheets` sheets under its ready marker, then when the frame that
 * shows them has been drawn (a task queued from the next animation frame
 * runs after that frame's style, layout and paint).
 */
function clockScript(sheets: number): string {
  return `(() => {
    const clock = { inDocument: null, drawn: null };
    window.__printReadyClock = clock;
    const check = () => {
      if (clock.inDocument !== null) return;
      const ready = document.querySelector('[data-testid="print-ready"]');
      if (!ready || ready.querySelectorAll('[data-testid="print-sheet"]').length !== ${sheets}) return;
      clock.inDocument = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => { clock.drawn = performance.now(); }));
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true });
  })();`;
}

export interface PrintReadyTimes {
  /** React has put the sheets in the document. */
  inDocument: number;
  /** The first frame showing them is drawn: the page is ready to print. */
  drawn: number;
}

export async function installPrintReadyClock(page: Page, sheets: number): Promise<void> {
  await page.addInitScript({ content: clockScript(sheets) });
}

export async function readPrintReadyClock(page: Page, timeoutMs = 60_000): Promise<PrintReadyTimes> {
  const handle = await page.waitForFunction(
    "window.__printReadyClock && window.__printReadyClock.drawn !== null && window.__printReadyClock",
    undefined,
    { timeout: timeoutMs },
  );
  return (await handle.jsonValue()) as PrintReadyTimes;
}
