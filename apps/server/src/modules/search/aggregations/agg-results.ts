import type { Agg, Aggs, DateRendering, ResolvedField } from "../dsl/ast";
import { formatDate } from "../dsl/date-format";
import { maxBuckets } from "../dsl/parse-aggs";
import { histogramKeyOf, histogramKeysBetween } from "./histogram-keys";

export type AggResult = Record<string, unknown>;

/** A JS value read from the database as a number (int8 may come as a bigint beyond 2^53). */
export function asNumber(value: unknown): number {
  if (typeof value === "bigint") return Number(value);
  if (value instanceof Date) return value.getTime();
  return Number(value);
}

/** A bucket key as Elasticsearch writes it: dates and booleans as numbers with `key_as_string`. */
export function bucketKey(field: ResolvedField, value: unknown, dates: DateRendering): Record<string, unknown> {
  switch (field.type) {
    case "date": {
      const instant = asNumber(value);
      return { key: instant, key_as_string: formatDate(instant, dates.format, dates.zone) };
    }
    case "boolean":
      return { key: value === true ? 1 : 0, key_as_string: value === true ? "true" : "false" };
    case "number":
      return { key: asNumber(value) };
    default:
      return { key: String(value) };
  }
}

type TermsAgg = Extract<Agg, { kind: "terms" }>;

/**
 * A terms aggregation's answer from its buckets' rows (`key`, `doc_count`,
 * and `group_total`: every document with a key, for `sum_other_doc_count`),
 * best first, with each bucket's sub-aggregations.
 */
export function termsResult(
  agg: TermsAgg,
  rows: readonly Record<string, unknown>[],
  subResults: (row: Record<string, unknown>) => Record<string, AggResult> = () => ({}),
): AggResult {
  const total = rows[0] ? asNumber(rows[0].group_total) : 0;
  let kept = 0;
  const buckets = rows.map((row) => {
    const count = asNumber(row.doc_count);
    kept += count;
    return { ...bucketKey(agg.field, row.key, agg.dates), doc_count: count, ...subResults(row) };
  });
  return { doc_count_error_upper_bound: 0, sum_other_doc_count: total - kept, buckets };
}

/** A metric's answer; `sum`, `value_count` and `cardinality` of nothing are 0, the others null. */
export function metricResult(agg: Extract<Agg, { kind: "metric" }>, value: unknown): AggResult {
  if (value === null || value === undefined) {
    return { value: agg.op === "sum" || agg.op === "value_count" || agg.op === "cardinality" ? 0 : null };
  }
  const number = asNumber(value);
  if (agg.field.type === "date" && (agg.op === "min" || agg.op === "max")) {
    return { value: number, value_as_string: formatDate(number, agg.dates.format, agg.dates.zone) };
  }
  return { value: number };
}

/** `10.0-20.0`, `*-100.0`: Elasticsearch writes range bounds as doubles. */
function doubleText(value: number): string {
  return Number.isInteger(value) ? value.toFixed(1) : String(value);
}

/** One bucket of a range or date_range aggregation, before its count and sub-aggregations. */
export function rangeBucketHead(
  agg: Extract<Agg, { kind: "range" | "date_range" }>,
  range: { key: string | undefined; from: number | undefined; to: number | undefined },
): Record<string, unknown> {
  const head: Record<string, unknown> = {};
  const write = (value: number | undefined) =>
    value === undefined
      ? "*"
      : agg.kind === "date_range"
        ? formatDate(value, agg.dates.format, agg.dates.zone)
        : doubleText(value);
  head.key = range.key ?? `${write(range.from)}-${write(range.to)}`;
  if (range.from !== undefined) {
    head.from = range.from;
    if (agg.kind === "date_range") head.from_as_string = write(range.from);
  }
  if (range.to !== undefined) {
    head.to = range.to;
    if (agg.kind === "date_range") head.to_as_string = write(range.to);
  }
  return head;
}

/** Buckets as a list, or keyed by their key when `keyed` is asked. */
export function bucketsOf(buckets: Record<string, unknown>[], keyed: boolean, keyName: "key" | "key_as_string") {
  if (!keyed) return buckets;
  return Object.fromEntries(
    buckets.map((bucket) => {
      const { [keyName]: key, ...rest } = bucket;
      return [String(key), keyName === "key_as_string" ? { key_as_string: key, ...rest } : rest];
    }),
  );
}

/** What an aggregation answers over no documents (a bucket with no rows under it). */
export function emptyResult(agg: Agg): AggResult {
  switch (agg.kind) {
    case "metric":
      return metricResult(agg, null);
    case "terms":
      return { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [] };
    case "date_histogram": {
      // Extended bounds answer their empty buckets even over no documents.
      const { min, max } = agg.extendedBounds ?? {};
      const { zone, format } = agg.dates;
      const keys =
        agg.minDocCount === 0 && min !== undefined && max !== undefined
          ? (histogramKeysBetween(
              histogramKeyOf(min, agg.interval, zone),
              histogramKeyOf(max, agg.interval, zone),
              agg.interval,
              zone,
              maxBuckets,
            ) ?? [])
          : [];
      const buckets = keys.map((key) => ({
        key,
        key_as_string: formatDate(key, format, zone),
        doc_count: 0,
        ...emptyResults(agg.aggs),
      }));
      return { buckets: bucketsOf(buckets, agg.keyed, "key_as_string") };
    }
    case "range":
    case "date_range":
      return {
        buckets: bucketsOf(
          agg.ranges.map((range) => ({ ...rangeBucketHead(agg, range), doc_count: 0, ...emptyResults(agg.aggs) })),
          agg.keyed,
          "key",
        ),
      };
    case "filter":
      return { doc_count: 0, ...emptyResults(agg.aggs) };
  }
}

export function emptyResults(aggs: Aggs): Record<string, AggResult> {
  return Object.fromEntries(Object.entries(aggs).map(([name, agg]) => [name, emptyResult(agg)]));
}
