/** The longest a scrape waits for one database read: Prometheus gives up at 10 s by default. */
export const scrapeReadTimeoutMs = 2_000;

/** `read()`, or a rejection after `scrapeReadTimeoutMs`: a stalled database leaves gauges empty, not a scrape hanging. */
export function readWithinScrape<T>(read: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${scrapeReadTimeoutMs} ms`)), scrapeReadTimeoutMs);
  });
  return Promise.race([read(), timeout]).finally(() => clearTimeout(timer));
}
