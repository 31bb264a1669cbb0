import { answerWithin } from "../../db/answer-within";

/** The longest a scrape waits for one database read: Prometheus gives up at 10 s by default. */
export const scrapeReadTimeoutMs = 2_000;

/** `read()`, or a rejection after `scrapeReadTimeoutMs`: a stalled database leaves gauges empty, not a scrape hanging. */
export function readWithinScrape<T>(read: () => Promise<T>): Promise<T> {
  return answerWithin(read(), scrapeReadTimeoutMs);
}
