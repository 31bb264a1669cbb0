import { type SQL, sql } from "drizzle-orm";
import type { SearchBase } from "../compile/search-base";
import type { Agg, BucketAgg, TermsOrder } from "../dsl/ast";
import { maxBuckets } from "../dsl/parse-aggs";
import { type Level, metricExpression, metricFunction, metricValue, parentCondition } from "./agg-level";

export type MetricChild = readonly [name: string, agg: Extract<Agg, { kind: "metric" }>];

/** Column aliases of a level query's rows. */
export const parentAlias = (index: number) => `parent_${index}`;
export const metricAlias = (index: number) => `metric_${index}`;

const column = (alias: string) => sql`${sql.identifier(alias)}`;
const metricInput = (index: number) => `metric_input_${index}`;

/** A metric over the level's rows, whose value column the inner query computed. */
function metricOver(metric: MetricChild[1], index: number): SQL {
  return metricFunction(metric.op, sql`${column(metricInput(index))}`);
}

function termsOrderTerm(order: TermsOrder, metrics: readonly MetricChild[]): SQL {
  const direction = sql.raw(order.direction);
  if (order.by.kind === "count") return sql`count(*) ${direction}`;
  if (order.by.kind === "key") return sql`"key" ${direction}`;
  const name = order.by.name;
  const index = metrics.findIndex(([metricName]) => metricName === name);
  const metric = metrics[index];
  if (!metric) throw new Error(`terms order: no metric ${name}`);
  return sql`${metricOver(metric[1], index)} ${direction} nulls last`;
}

/**
 * The buckets of one aggregation under each parent bucket: per parent key
 * tuple and bucket key, the document count and the metric sub-aggregations.
 * Terms keep their `size` best buckets per parent (and the parent's total,
 * for `sum_other_doc_count`); date histograms stop past the bucket limit.
 * The keys are computed once, in an inner query, so that grouping, window
 * and order read the same columns (a parameter repeated is not the same
 * expression to PostgreSQL).
 */
export function levelQuery(
  base: SearchBase,
  path: readonly Level[],
  level: Level,
  agg: BucketAgg,
  metrics: readonly MetricChild[],
  parents: readonly (readonly unknown[])[] | undefined,
): SQL {
  const parentColumns = path.map((_, index) => column(parentAlias(index)));
  const inner: SQL[] = [
    ...path.map((parent, index) => sql`${parent.key} as ${column(parentAlias(index))}`),
    sql`${level.key} as "key"`,
    ...metrics.map(([, metric], index) => sql`${metricValue(metric)} as ${column(metricInput(index))}`),
  ];
  const conditions = [base.where, ...path.flatMap((parent) => parent.where), ...level.where];
  if (parents) conditions.push(parentCondition(path, parents));
  const joins = sql.join(
    [...path, level].map((each) => each.joins),
    sql` `,
  );
  const from = base.from([
    ...path.flatMap((parent) => parent.fields),
    ...level.fields,
    ...metrics.map(([, metric]) => metric.field.mapping),
  ]);
  const rows = sql`select ${sql.join(inner, sql`, `)} from ${from} ${joins} where ${sql.join(conditions, sql` and `)}`;

  const outer: SQL[] = [
    ...parentColumns,
    sql`"key"`,
    sql`count(*) as "doc_count"`,
    ...metrics.map(([, metric], index) => sql`${metricOver(metric, index)} as ${column(metricAlias(index))}`),
  ];
  const partition = parentColumns.length > 0 ? sql`partition by ${sql.join(parentColumns, sql`, `)}` : sql``;
  const termsOrder =
    agg.kind === "terms"
      ? sql.join(
          agg.order.map((term) => termsOrderTerm(term, metrics)),
          sql`, `,
        )
      : undefined;
  if (termsOrder) {
    // At the top, a plain ORDER BY ... LIMIT keeps the best buckets (a top-N sort).
    if (path.length > 0) outer.push(sql`row_number() over (${partition} order by ${termsOrder}) as "rank"`);
    outer.push(sql`sum(count(*)) over (${partition}) as "group_total"`);
  }
  const groupBy = sql.join([...parentColumns, sql`"key"`], sql`, `);
  const minDocCount = agg.kind === "terms" || agg.kind === "date_histogram" ? agg.minDocCount : 0;
  const having = minDocCount > 1 ? sql` having count(*) >= ${minDocCount}` : sql``;
  const grouped = sql`select ${sql.join(outer, sql`, `)} from (${rows}) as level_rows group by ${groupBy}${having}`;
  if (agg.kind === "terms" && path.length === 0) return sql`${grouped} order by ${termsOrder} limit ${agg.size}`;
  if (agg.kind === "terms") {
    return sql`select * from (${grouped}) as ranked where "rank" <= ${agg.size}
      order by ${sql.join([...parentColumns, sql`"rank"`], sql`, `)}`;
  }
  return sql`select * from (${grouped}) as buckets order by ${sql.join([...parentColumns, sql`"key"`], sql`, `)}
    limit ${maxBuckets + 1}`;
}

/** The metric aggregations at the top of the request, over every matching document, in one row. */
export function topMetricsQuery(base: SearchBase, metrics: readonly MetricChild[]): SQL {
  const columns = metrics.map(
    ([, metric], index) => sql`${metricExpression(metric)} as ${sql.identifier(metricAlias(index))}`,
  );
  const from = base.from(metrics.map(([, metric]) => metric.field.mapping));
  return sql`select ${sql.join(columns, sql`, `)} from ${from} where ${base.where}`;
}
