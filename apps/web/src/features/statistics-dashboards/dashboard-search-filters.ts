import { productTimeZone } from "@ondine/domain";
import type { DashboardSearch } from "./dashboard-search";

export type SearchClause = Record<string, unknown>;

/** The location the dashboard is narrowed to: the site, else the organism (SPEC §7 "site or organism term"). */
export function locationFilters(search: DashboardSearch): SearchClause[] {
  if (search.site !== undefined) return [{ term: { site_id: search.site } }];
  if (search.organism !== undefined) return [{ term: { organism_id: search.organism } }];
  return [];
}

/** The days chosen on `field`, Paris days both included (`lte` a day takes the whole day, docs/search.md "Dates"). */
export function dayRangeFilters(search: DashboardSearch, field: string): SearchClause[] {
  if (!search.from && !search.to) return [];
  const range: SearchClause = { time_zone: productTimeZone };
  if (search.from) range.gte = search.from;
  if (search.to) range.lte = search.to;
  return [{ range: { [field]: range } }];
}

const longestDailyHistogramDays = 93;

export type OverTimeInterval = "day" | "month";

/**
 * The histogram's bars: a day each over three months at most, else a month
 * each (an open range may span years of data).
 */
export function overTimeInterval(search: DashboardSearch): OverTimeInterval {
  const days =
    search.from && search.to
      ? (Date.parse(search.to) - Date.parse(search.from)) / 86_400_000 + 1
      : Number.POSITIVE_INFINITY;
  return days <= longestDailyHistogramDays ? "day" : "month";
}

/** A histogram over time of `field`, in Paris days or months. */
export function overTimeAggregation(search: DashboardSearch, field: string): SearchClause {
  return {
    date_histogram: {
      field,
      calendar_interval: overTimeInterval(search),
      time_zone: productTimeZone,
      format: "yyyy-MM-dd",
      min_doc_count: 0,
    },
  };
}
