import {
  audienceSearchBody,
  calendarDayOf,
  customersPageBody,
  type DashboardFilters,
  formatCalendarDay,
  purchasesStatisticsBody,
  type TimeWindow,
  unixWindow,
  usedCodesStatisticsBody,
} from "@ondine/domain";

/** One call of the overview or of a dashboard, as the console sends it, and how to read its size from the answer. */
export interface StatisticsRequest {
  name: string;
  method: "GET" | "POST";
  url: string;
  payload?: Record<string, unknown>;
  /** What the answer holds (points, a count, hits), for the figures' "rows" column. */
  rowsOf: (answer: unknown) => number;
}

type SearchAnswer = {
  hits?: { total?: { value?: number } };
  aggregations?: Record<string, { buckets?: { doc_count: number }[] }>;
};

const totalOf = (answer: unknown) => (answer as SearchAnswer).hits?.total?.value ?? 0;
const bucketsSum = (name: string) => (answer: unknown) =>
  ((answer as SearchAnswer).aggregations?.[name]?.buckets ?? []).reduce((sum, bucket) => sum + bucket.doc_count, 0);

/**
 * Every call the overview and the three dashboards make on their first open,
 * for one organism and one window. The dashboards are opened from the
 * overview's see-more links (organism, and the window's Paris days as from
 * and to), their bodies built by `packages/domain/src/statistics/dashboard-searches.ts`
 * as the console builds them.
 */
export function statisticsRequests(organismId: number, window: TimeWindow, now: Date): StatisticsRequest[] {
  const unix = unixWindow(window);
  const iso = `start_at=${window.startAt.toISOString()}&stop_at=${window.stopAt.toISOString()}`;
  const location = `organism=${organismId}`;
  const dashboard: DashboardFilters = {
    organism: organismId,
    from: formatCalendarDay(calendarDayOf(window.startAt)),
    to: formatCalendarDay(calendarDayOf(window.stopAt)),
  };
  const search = (index: string, payload: Record<string, unknown>) => ({
    method: "POST" as const,
    url: `/api/es_proxy/${index}/_search`,
    payload,
  });
  return [
    {
      name: "GET /statistics/traffic",
      method: "GET",
      url: `/api/statistics/traffic?${location}&start_at=${unix.start_at}&stop_at=${unix.stop_at}`,
      rowsOf: (answer) => (answer as unknown[]).length,
    },
    {
      name: "GET /statistics/purchases",
      method: "GET",
      url: `/api/statistics/purchases?${location}&${iso}`,
      rowsOf: totalOf,
    },
    {
      name: "GET /statistics/used_codes",
      method: "GET",
      url: `/api/statistics/used_codes?${location}&${iso}`,
      rowsOf: totalOf,
    },
    {
      name: "audience: guest_users countries + devices",
      ...search("guest_users", audienceSearchBody({ type: "organism", id: organismId }, window)),
      rowsOf: bucketsSum("countries"),
    },
    {
      name: "audience: end_users countries + devices",
      ...search("end_users", audienceSearchBody({ type: "organism", id: organismId }, window)),
      rowsOf: bucketsSum("countries"),
    },
    {
      name: "purchases dashboard: counts, turnover, top offers and sites, histogram",
      ...search("purchases", purchasesStatisticsBody(dashboard)),
      rowsOf: totalOf,
    },
    {
      name: "used codes dashboard: count, top offers and sites, histogram",
      ...search("coupons", usedCodesStatisticsBody(dashboard)),
      rowsOf: totalOf,
    },
    {
      name: "customers dashboard: first page",
      ...search("guest_users", customersPageBody(dashboard, now)),
      rowsOf: totalOf,
    },
  ];
}
