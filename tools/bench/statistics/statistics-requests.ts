import { type TimeWindow, unixWindow } from "@ondine/domain";

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

const isoRange = (window: TimeWindow) => ({
  gte: window.startAt.toISOString(),
  lte: window.stopAt.toISOString(),
});

/**
 * The audience search of the overview: the body of
 * `apps/web/src/features/statistics-overview/audience-search.ts`
 * (`audienceSearchBody`), written out so the bench reads as the request.
 */
function audienceBody(organismId: number, window: TimeWindow) {
  return {
    size: 0,
    track_total_hits: false,
    query: {
      bool: { filter: [{ term: { organism_id: organismId } }, { range: { created_at: isoRange(window) } }] },
    },
    aggs: {
      countries: { terms: { field: "country", size: 200 } },
      devices: { terms: { field: "device", size: 4, exclude: ["unknown"] } },
    },
  };
}

/** A histogram's step: days over a month, weeks over six months. */
const intervalOf = (window: TimeWindow) =>
  window.stopAt.getTime() - window.startAt.getTime() > 62 * 86_400_000 ? "week" : "day";

/**
 * The dashboards' first load (SPEC §2 "statistics view"): a page of 20,
 * the exact total, the top 5 (the rest shown as "others" from the total)
 * and the histogram over the window, in Paris time.
 */
function dashboardBody(
  organismId: number,
  window: TimeWindow,
  date: string,
  filters: Record<string, unknown>[],
  tops: Record<string, string>,
) {
  return {
    size: 20,
    track_total_hits: true,
    sort: [{ [date]: { order: "desc" } }, { id: "desc" }],
    query: {
      bool: { filter: [...filters, { term: { organism_id: organismId } }, { range: { [date]: isoRange(window) } }] },
    },
    aggs: {
      ...Object.fromEntries(Object.entries(tops).map(([name, field]) => [name, { terms: { field, size: 5 } }])),
      histogram: {
        date_histogram: { field: date, calendar_interval: intervalOf(window), time_zone: "Europe/Paris" },
      },
    },
  };
}

/** Every call the overview and the three dashboards make on their first open, for one organism and one window. */
export function statisticsRequests(organismId: number, window: TimeWindow): StatisticsRequest[] {
  const unix = unixWindow(window);
  const iso = `start_at=${window.startAt.toISOString()}&stop_at=${window.stopAt.toISOString()}`;
  const location = `organism=${organismId}`;
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
      ...search("guest_users", audienceBody(organismId, window)),
      rowsOf: bucketsSum("countries"),
    },
    {
      name: "audience: end_users countries + devices",
      ...search("end_users", audienceBody(organismId, window)),
      rowsOf: bucketsSum("countries"),
    },
    {
      name: "purchases dashboard: page, top offers and sites, histogram",
      ...search(
        "purchases",
        dashboardBody(organismId, window, "purchase_date", [{ term: { succeeded: true } }], {
          offers: "offer_id",
          sites: "site_id",
        }),
      ),
      rowsOf: totalOf,
    },
    {
      name: "codes dashboard: page, top offers, histogram",
      ...search(
        "coupons",
        dashboardBody(
          organismId,
          window,
          "first_provisioning_date",
          [{ term: { used: true } }, { term: { creator_type: "CenterUser" } }],
          { offers: "coupon_def_id" },
        ),
      ),
      rowsOf: totalOf,
    },
    {
      name: "customers dashboard: newsletter page",
      ...search("guest_users", {
        size: 25,
        track_total_hits: true,
        sort: [{ created_at: { order: "desc" } }, { id: "desc" }],
        query: {
          bool: {
            filter: [
              { term: { newsletter: true } },
              { term: { organism_id: organismId } },
              { range: { created_at: isoRange(window) } },
            ],
          },
        },
      }),
      rowsOf: totalOf,
    },
  ];
}
