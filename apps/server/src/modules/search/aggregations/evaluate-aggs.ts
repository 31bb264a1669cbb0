import type { SQL } from "drizzle-orm";
import type { SearchBase } from "../compile/search-base";
import type { Agg, Aggs, BucketAgg } from "../dsl/ast";
import { formatDate } from "../dsl/date-format";
import { childPath } from "../dsl/json-reader";
import { maxBuckets } from "../dsl/parse-aggs";
import { searchInputError } from "../search-input-error";
import { type Level, levelOf } from "./agg-level";
import {
  type AggResult,
  asNumber,
  bucketsOf,
  emptyResult,
  emptyResults,
  metricResult,
  rangeBucketHead,
  termsResult,
} from "./agg-results";
import { histogramKeyOf, histogramKeysBetween } from "./histogram-keys";
import { levelQuery, type MetricChild, metricAlias, parentAlias, topMetricsQuery } from "./level-query";

export type Row = Record<string, unknown>;
/** Runs one query; the service maps the database's errors. */
export type RunQuery = (query: SQL) => Promise<Row[]>;

type Tuple = readonly unknown[];

/** A key tuple as a map key: dates as epoch milliseconds, everything else as JSON. */
function tupleId(tuple: Tuple): string {
  return JSON.stringify(
    tuple.map((value) => (value instanceof Date ? value.getTime() : typeof value === "bigint" ? String(value) : value)),
  );
}

type Evaluation = { readonly base: SearchBase; readonly run: RunQuery; buckets: number };

function countBuckets(evaluation: Evaluation, count: number, path: string): void {
  evaluation.buckets += count;
  if (evaluation.buckets > maxBuckets) {
    throw searchInputError(path, "search.too_large", `The aggregations make more than ${maxBuckets} buckets.`);
  }
}

/** The metric children (computed with their parent's buckets) and the bucket children (a query each). */
function splitAggs(aggs: Aggs): { metrics: MetricChild[]; buckets: (readonly [string, BucketAgg])[] } {
  const metrics: MetricChild[] = [];
  const buckets: (readonly [string, BucketAgg])[] = [];
  for (const [name, agg] of Object.entries(aggs)) {
    if (agg.kind === "metric") metrics.push([name, agg]);
    else buckets.push([name, agg]);
  }
  return { metrics, buckets };
}

/**
 * Every aggregation of a request, over the rows the query matches within
 * the scope. Metrics at the top run in one query; each bucket aggregation
 * runs one query per level (not per bucket), restricted to the buckets
 * its parent kept.
 */
export async function evaluateAggs(base: SearchBase, run: RunQuery, aggs: Aggs): Promise<Record<string, AggResult>> {
  const evaluation: Evaluation = { base, run, buckets: 0 };
  const entries = Object.entries(aggs);
  const { metrics, buckets: bucketAggs } = splitAggs(aggs);
  const [metricRows, ...bucketResults] = await Promise.all([
    metrics.length > 0 ? run(topMetricsQuery(base, metrics)) : Promise.resolve([]),
    ...bucketAggs.map(([name, agg]) => evaluateBucketAgg(evaluation, agg, childPath("aggs", name), [], undefined)),
  ]);
  const results: Record<string, AggResult> = {};
  const metricRow = metricRows[0] ?? {};
  metrics.forEach(([name, agg], index) => {
    results[name] = metricResult(agg, metricRow[metricAlias(index)]);
  });
  bucketAggs.forEach(([name, agg], index) => {
    results[name] = bucketResults[index]?.get(tupleId([])) ?? emptyResult(agg);
  });
  // Keep the request's order of names.
  return Object.fromEntries(entries.map(([name]) => [name, results[name] as AggResult]));
}

/** One bucket aggregation under the given parent buckets: its answer per parent key tuple. */
async function evaluateBucketAgg(
  evaluation: Evaluation,
  agg: BucketAgg,
  path: string,
  levels: readonly Level[],
  parents: readonly Tuple[] | undefined,
): Promise<Map<string, AggResult>> {
  const { base, run } = evaluation;
  const level = levelOf(agg, levels.length, base.mapping);
  const children = Object.entries(agg.aggs);
  const { metrics, buckets: bucketChildren } = splitAggs(agg.aggs);
  const rows = await run(levelQuery(base, levels, level, agg, metrics, parents));
  if (rows.length > maxBuckets) throw searchInputError(path, "search.too_large", "Too many buckets.");

  const tupleOf = (row: Row): Tuple => [...levels.map((_, index) => row[parentAlias(index)]), row.key];
  const childTuples = rows.map(tupleOf);
  const childResults =
    rows.length === 0
      ? []
      : await Promise.all(
          bucketChildren.map(([name, child]) =>
            evaluateBucketAgg(
              evaluation,
              child,
              childPath(childPath(path, "aggs"), name),
              [...levels, level],
              childTuples,
            ),
          ),
        );
  const subResults = (row: Row | undefined): Record<string, AggResult> => {
    if (!row) return emptyResults(agg.aggs);
    const tuple = tupleId(tupleOf(row));
    const results: Record<string, AggResult> = {};
    for (const [name, child] of children) {
      if (child.kind === "metric") {
        const index = metrics.findIndex(([metricName]) => metricName === name);
        results[name] = metricResult(child, row[metricAlias(index)]);
      } else {
        const index = bucketChildren.findIndex(([childName]) => childName === name);
        results[name] = childResults[index]?.get(tuple) ?? emptyResult(child);
      }
    }
    return results;
  };

  const byParent = new Map<string, Row[]>();
  for (const row of rows) {
    const parent = tupleId(levels.map((_, index) => row[parentAlias(index)]));
    const list = byParent.get(parent);
    if (list) list.push(row);
    else byParent.set(parent, [row]);
  }
  const answers = new Map<string, AggResult>();
  for (const [parent, parentRows] of byParent) {
    answers.set(parent, bucketResult(evaluation, agg, path, parentRows, subResults));
  }
  return answers;
}

function bucketResult(
  evaluation: Evaluation,
  agg: BucketAgg,
  path: string,
  rows: readonly Row[],
  subResults: (row: Row | undefined) => Record<string, AggResult>,
): AggResult {
  switch (agg.kind) {
    case "filter": {
      const [row] = rows;
      return { doc_count: row ? asNumber(row.doc_count) : 0, ...subResults(row) };
    }
    case "terms": {
      countBuckets(evaluation, rows.length, path);
      return termsResult(agg, rows, subResults);
    }
    case "range":
    case "date_range": {
      countBuckets(evaluation, agg.ranges.length, path);
      const byIndex = new Map(rows.map((row) => [asNumber(row.key), row]));
      const buckets = agg.ranges.map((range, index) => {
        const row = byIndex.get(index);
        return { ...rangeBucketHead(agg, range), doc_count: row ? asNumber(row.doc_count) : 0, ...subResults(row) };
      });
      return { buckets: bucketsOf(buckets, agg.keyed, "key") };
    }
    case "date_histogram":
      return histogramResult(evaluation, agg, path, rows, subResults);
  }
}

function histogramResult(
  evaluation: Evaluation,
  agg: Extract<Agg, { kind: "date_histogram" }>,
  path: string,
  rows: readonly Row[],
  subResults: (row: Row | undefined) => Record<string, AggResult>,
): AggResult {
  const byKey = new Map(rows.map((row) => [asNumber(row.key), row]));
  let keys = [...byKey.keys()];
  if (agg.minDocCount === 0) {
    const { zone } = agg.dates;
    const bounds = [...keys];
    if (agg.extendedBounds?.min !== undefined) bounds.push(histogramKeyOf(agg.extendedBounds.min, agg.interval, zone));
    if (agg.extendedBounds?.max !== undefined) bounds.push(histogramKeyOf(agg.extendedBounds.max, agg.interval, zone));
    if (bounds.length > 0) {
      const filled = histogramKeysBetween(Math.min(...bounds), Math.max(...bounds), agg.interval, zone, maxBuckets);
      if (!filled) throw searchInputError(path, "search.too_large", "The histogram makes too many buckets.");
      keys = filled;
    }
  }
  countBuckets(evaluation, keys.length, path);
  const buckets = keys.map((key) => {
    const row = byKey.get(key);
    return {
      key,
      key_as_string: formatDate(key, agg.dates.format, agg.dates.zone),
      doc_count: row ? asNumber(row.doc_count) : 0,
      ...subResults(row),
    };
  });
  const { by, direction } = agg.order;
  buckets.sort((a, b) => {
    if (by === "key") return direction === "asc" ? a.key - b.key : b.key - a.key;
    const counts = direction === "asc" ? a.doc_count - b.doc_count : b.doc_count - a.doc_count;
    return counts || a.key - b.key;
  });
  return { buckets: bucketsOf(buckets, agg.keyed, "key_as_string") };
}
