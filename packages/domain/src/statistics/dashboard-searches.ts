import { backOfficeCreatorType } from "../coupons/coupon-creator";
import type { SearchClause } from "../coupons/coupon-status-filter";
import { productTimeZone } from "../dates/calendar-day";
import { facetTopSize, searchResultWindow } from "../search/search-limits";
import { customerDataWindow } from "./customer-fields";

/**
 * The purchases, used codes and customers dashboards' searches through the
 * search proxy (docs/product.md#statistics-dashboards "purchases (statistics; succeeded only), codes
 * statistics (only used), customers (only newsletter acceptors)", docs/product.md#statistics-dashboards,
 * "customer data last six months"): written once, read by the console and
 * by the dashboards' benchmark.
 */
export const dashboardSorts = ["created_desc", "name_asc"] as const;
export type DashboardSort = (typeof dashboardSorts)[number];

/** What narrows a dashboard: its search box, location, offer, `YYYY-MM-DD` Paris days (both included), sort and page. */
export interface DashboardFilters {
  q?: string;
  organism?: number;
  site?: number;
  offer?: string;
  from?: string;
  to?: string;
  sort?: DashboardSort;
  page?: number;
}

/** The location the dashboard is narrowed to: the site, else the organism ("site or organism term", docs/product.md#statistics-dashboards). */
function locationFilters(search: DashboardFilters): SearchClause[] {
  if (search.site !== undefined) return [{ term: { site_id: search.site } }];
  if (search.organism !== undefined) return [{ term: { organism_id: search.organism } }];
  return [];
}

/** The days chosen on `field`, Paris days both included (`lte` a day takes the whole day, docs/search.md "Dates"). */
function dayRangeFilters(search: DashboardFilters, field: string): SearchClause[] {
  if (!search.from && !search.to) return [];
  const range: SearchClause = { time_zone: productTimeZone };
  if (search.from) range.gte = search.from;
  if (search.to) range.lte = search.to;
  return [{ range: { [field]: range } }];
}

const longestDailyHistogramDays = 93;

export type DashboardOverTimeInterval = "day" | "month";

/**
 * The histogram's bars: a day each over three months at most, else a month
 * each (an open range may span years of data).
 */
export function dashboardOverTimeInterval(search: DashboardFilters): DashboardOverTimeInterval {
  const days =
    search.from && search.to
      ? (Date.parse(search.to) - Date.parse(search.from)) / 86_400_000 + 1
      : Number.POSITIVE_INFINITY;
  return days <= longestDailyHistogramDays ? "day" : "month";
}

/** A histogram over time of `field`, in Paris days or months. */
function overTimeAggregation(search: DashboardFilters, field: string): SearchClause {
  return {
    date_histogram: {
      field,
      calendar_interval: dashboardOverTimeInterval(search),
      time_zone: productTimeZone,
      format: "yyyy-MM-dd",
      min_doc_count: 0,
    },
  };
}

/**
 * The purchases dashboard's figures through the purchases index (docs/product.md#statistics-dashboards
 * "purchases (statistics; succeeded only)", docs/product.md#statistics-dashboards): counts, turnover and the
 * charts' buckets, no documents.
 */
export function purchasesStatisticsBody(search: DashboardFilters): SearchClause {
  return {
    size: 0,
    track_total_hits: true,
    query: purchasesQuery(search),
    aggs: {
      turnover_ttc: { sum: { field: "total_amount_ttc" } },
      turnover_ht: { sum: { field: "total_amount_ht" } },
      currencies: { terms: { field: "currency", size: 1 } },
      offers: { terms: { field: "offer_name.keyword", size: facetTopSize } },
      sites: { terms: { field: "site_name.keyword", size: facetTopSize } },
      over_time: overTimeAggregation(search, "purchase_date"),
    },
  };
}

/** The purchases the dashboard counts: succeeded, in its location, days, offer and search box. */
function purchasesQuery(search: DashboardFilters): SearchClause {
  const filter: SearchClause[] = [
    { term: { succeeded: true } },
    ...locationFilters(search),
    ...dayRangeFilters(search, "purchase_date"),
  ];
  if (search.offer) filter.push({ term: { "offer_name.keyword": search.offer } });
  const must: SearchClause[] = search.q?.trim()
    ? [
        {
          simple_query_string: {
            query: search.q.trim(),
            fields: ["reference", "email", "offer_name"],
            default_operator: "and",
          },
        },
      ]
    : [];
  return { bool: must.length > 0 ? { filter, must } : { filter } };
}

/** What a dashboard's export sends (`POST /api/exports/{index}`): its list's query and order, no paging. */
export interface DashboardExportSearch {
  query: SearchClause;
  sort: SearchClause[];
}

const purchasesExportSort: SearchClause[] = [{ purchase_date: { order: "desc" } }, { id: { order: "desc" } }];

/**
 * The purchases dashboard's export (docs/product.md#exports "exports limited to 10,000
 * lines"): exactly the purchases its figures count, the latest first.
 */
export function purchasesExportSearch(search: DashboardFilters): DashboardExportSearch {
  return { query: purchasesQuery(search), sort: purchasesExportSort };
}

/**
 * The used codes dashboard's figures through the coupons index (docs/product.md#statistics-dashboards
 * "codes statistics (only used)", "only codes created by back-office
 * users"; "used, first provisioning date, creator type CenterUser" (docs/product.md#statistics-overview)).
 * Figures only (`size: 0`, no personal field): the codes statistics role
 * reads nothing else of the index (docs/search.md "Roles").
 */
export function usedCodesStatisticsBody(search: DashboardFilters): SearchClause {
  const filter: SearchClause[] = [
    { term: { used: true } },
    { term: { creator_type: backOfficeCreatorType } },
    ...locationFilters(search),
    ...dayRangeFilters(search, "first_provisioning_date"),
  ];
  if (search.offer) filter.push({ term: { "coupon_def.name.keyword": search.offer } });
  return {
    size: 0,
    track_total_hits: true,
    query: { bool: { filter } },
    aggs: {
      offers: { terms: { field: "coupon_def.name.keyword", size: facetTopSize } },
      sites: { terms: { field: "site_name.keyword", size: facetTopSize } },
      over_time: overTimeAggregation(search, "first_provisioning_date"),
    },
  };
}

export const customersPageSize = 20;

// Each order ends with the id so pages never overlap on equal values.
const sortClauses: Record<DashboardSort, SearchClause[]> = {
  created_desc: [{ created_at: { order: "desc" } }, { id: { order: "desc" } }],
  name_asc: [{ last_name: { order: "asc" } }, { first_name: { order: "asc" } }, { id: { order: "asc" } }],
};

/**
 * One page of the customers dashboard through the guest_users index (SPEC
 * "customers (list and table; only newsletter acceptors)" (docs/product.md#statistics-dashboards), "customer
 * data last six months"): the chosen days narrow the six months, never widen them.
 */
export function customersPageBody(search: DashboardFilters, now: Date): SearchClause {
  return {
    query: customersQuery(search, now),
    sort: sortClauses[search.sort ?? "created_desc"],
    from: Math.min(((search.page ?? 1) - 1) * customersPageSize, searchResultWindow - customersPageSize),
    size: customersPageSize,
    track_total_hits: true,
  };
}

/**
 * The customers dashboard's export: every guest its list pages through (the
 * same query, `now` placing the six months), in the list's order.
 */
export function customersExportSearch(search: DashboardFilters, now: Date): DashboardExportSearch {
  return { query: customersQuery(search, now), sort: sortClauses[search.sort ?? "created_desc"] };
}

/** The newsletter acceptors of the last six months within the dashboard's location, days and search box. */
function customersQuery(search: DashboardFilters, now: Date): SearchClause {
  const sixMonths = customerDataWindow(now);
  const filter: SearchClause[] = [
    { term: { newsletter: true } },
    { range: { created_at: { gte: sixMonths.startAt.toISOString(), lte: sixMonths.stopAt.toISOString() } } },
    ...locationFilters(search),
    ...dayRangeFilters(search, "created_at"),
  ];
  const must: SearchClause[] = search.q?.trim()
    ? [
        {
          simple_query_string: {
            query: search.q.trim(),
            fields: ["first_name", "last_name", "email"],
            default_operator: "and",
          },
        },
      ]
    : [];
  return { bool: must.length > 0 ? { filter, must } : { filter } };
}
