import type { CountedEntry } from "@ondine/domain";
import type { SearchResponse } from "../../../api/search-proxy";

interface TermsBuckets {
  buckets?: { key: string | number; key_as_string?: string; doc_count: number }[];
}

/** A terms aggregation's buckets as chart entries. */
export function countedEntriesOf(response: SearchResponse<unknown>, name: string): CountedEntry[] {
  const aggregation = response.aggregations?.[name] as TermsBuckets | undefined;
  return (aggregation?.buckets ?? []).map((bucket) => ({ key: String(bucket.key), count: bucket.doc_count }));
}

/** A date histogram's buckets: each bar's first day (`YYYY-MM-DD`, Paris) and its count. */
export function histogramEntriesOf(response: SearchResponse<unknown>, name: string): CountedEntry[] {
  const aggregation = response.aggregations?.[name] as TermsBuckets | undefined;
  return (aggregation?.buckets ?? []).map((bucket) => ({
    key: bucket.key_as_string ?? String(bucket.key),
    count: bucket.doc_count,
  }));
}

/** A metric aggregation's value (0 when the search matched nothing). */
export function metricValueOf(response: SearchResponse<unknown>, name: string): number {
  const aggregation = response.aggregations?.[name] as { value?: number | null } | undefined;
  return aggregation?.value ?? 0;
}

/** The figures every statistics dashboard shows. */
export interface DashboardCounts {
  total: number;
  byOffer: CountedEntry[];
  bySite: CountedEntry[];
  overTime: CountedEntry[];
}

export function dashboardCountsOf(response: SearchResponse<unknown>): DashboardCounts {
  return {
    total: response.hits.total?.value ?? 0,
    byOffer: countedEntriesOf(response, "offers"),
    bySite: countedEntriesOf(response, "sites"),
    overTime: histogramEntriesOf(response, "over_time"),
  };
}
