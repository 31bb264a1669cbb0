import type { StatisticsRangeSearch, StatisticsSince } from "@ondine/domain";

/** Every period, checked whole by the compiler: a new one in the domain fails here until it is listed. */
const periods: Record<StatisticsSince, true> = { D0: true, D7: true, M1: true, M6: true };

const isPeriod = (value: unknown): value is StatisticsSince =>
  typeof value === "string" && Object.hasOwn(periods, value);

function unixSeconds(value: unknown): number | undefined {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isSafeInteger(number) && number >= 0 ? number : undefined;
}

/**
 * The overview's window in the address (`since=` or `from=&to=`), read as
 * the domain's `statisticsRangeSearchSchema` reads it, a wrong value dropped.
 * Written without zod: the route tree is on the sign-in path, which zod stays
 * off (docs/performance.md); the test holds the two to the same answers.
 */
export function validateStatisticsRangeSearch(search: Record<string, unknown>): StatisticsRangeSearch {
  return {
    since: isPeriod(search.since) ? search.since : undefined,
    from: unixSeconds(search.from),
    to: unixSeconds(search.to),
  };
}
