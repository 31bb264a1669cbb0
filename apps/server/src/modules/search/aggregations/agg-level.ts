import { type SQL, sql } from "drizzle-orm";
import { compileQuery } from "../compile/compile-query";
import { fieldValue, keysParameter, listParameter, valueParameter } from "../compile/sql-values";
import type { Agg, BucketAgg, MetricOp, ValueFilter } from "../dsl/ast";
import { queryFields } from "../dsl/request-fields";
import type { FieldMapping, IndexMapping, SqlType } from "../mappings/index-mapping";

/**
 * One bucket aggregation as SQL: the key each row falls under (`key`), the
 * rows it counts (`where`), and what it joins (range aggregations join
 * their ranges, so a row falls in every range that holds it).
 */
export type Level = {
  readonly key: SQL;
  readonly keyType: SqlType;
  readonly joins: SQL;
  readonly where: readonly SQL[];
  /** The fields it reads, for the joins they need. */
  readonly fields: readonly FieldMapping[];
};

function valueFilterCondition(key: SQL, filter: ValueFilter, agg: Extract<Agg, { kind: "terms" }>): SQL {
  if ("regex" in filter) {
    // Already an anchored ARE written by lucene-regexp.ts, never the caller's text.
    return sql`(${key}::text ~ cast(${filter.regex} as text))`;
  }
  const list = listParameter(agg.field.mapping, filter.values);
  return list ? sql`(${key} = any(${list}))` : sql`false`;
}

function termsLevel(agg: Extract<Agg, { kind: "terms" }>): Level {
  const value = fieldValue(agg.field.mapping);
  const missing = agg.missing === undefined ? undefined : valueParameter(agg.field.mapping, agg.missing);
  const key = missing ? sql`coalesce(${value}, ${missing})` : value;
  const where: SQL[] = missing ? [] : [sql`${value} is not null`];
  if (agg.include) where.push(valueFilterCondition(key, agg.include, agg));
  if (agg.exclude) where.push(sql`not ${valueFilterCondition(key, agg.exclude, agg)}`);
  // Integer keys go back as numeric: a `missing` value need not be whole.
  const { sqlType } = agg.field.mapping;
  const keyType = sqlType === "integer" || sqlType === "bigint" ? "numeric" : sqlType;
  return { key, keyType, joins: sql``, where, fields: [agg.field.mapping] };
}

function histogramLevel(agg: Extract<Agg, { kind: "date_histogram" }>): Level {
  const value = fieldValue(agg.field.mapping);
  const zone = sql`cast(${agg.dates.zone.sqlName} as text)`;
  const { interval } = agg;
  const key =
    interval.kind === "calendar"
      ? sql`date_trunc(${sql.raw(`'${interval.unit}'`)}, ${value}, ${zone})`
      : // Fixed intervals count from the epoch on the zone's clock, as Elasticsearch's do.
        sql`(date_bin(cast(${`${interval.milliseconds} milliseconds`} as interval), ${value} at time zone ${zone}, timestamp '1970-01-01') at time zone ${zone})`;
  return { key, keyType: "timestamptz", joins: sql``, where: [sql`${value} is not null`], fields: [agg.field.mapping] };
}

function rangeLevel(agg: Extract<Agg, { kind: "range" | "date_range" }>, depth: number): Level {
  const alias = sql.identifier(`range_${depth}`);
  const boundType: SqlType = agg.kind === "date_range" ? "timestamptz" : "numeric";
  const bound = (value: number | undefined) =>
    value === undefined
      ? sql`cast(null as ${sql.raw(boundType)})`
      : sql`cast(${agg.kind === "date_range" ? new Date(value).toISOString() : value} as ${sql.raw(boundType)})`;
  const rows = agg.ranges.map(
    (range, index) => sql`(${sql.raw(String(index))}, ${bound(range.from)}, ${bound(range.to)})`,
  );
  const value = fieldValue(agg.field.mapping);
  const joins = sql` join (values ${sql.join(rows, sql`, `)}) as ${alias}(idx, lo, hi)
    on (${alias}.lo is null or ${value} >= ${alias}.lo) and (${alias}.hi is null or ${value} < ${alias}.hi)`;
  return { key: sql`${alias}.idx`, keyType: "integer", joins, where: [], fields: [agg.field.mapping] };
}

export function levelOf(agg: BucketAgg, depth: number, mapping: IndexMapping): Level {
  switch (agg.kind) {
    case "terms":
      return termsLevel(agg);
    case "date_histogram":
      return histogramLevel(agg);
    case "range":
    case "date_range":
      return rangeLevel(agg, depth);
    case "filter":
      return {
        key: sql`0`,
        keyType: "integer",
        joins: sql``,
        where: [compileQuery(agg.query, mapping)],
        fields: queryFields(agg.query).map((field) => field.mapping),
      };
  }
}

const metricFunctions: Record<MetricOp, (value: SQL) => SQL> = {
  sum: (value) => sql`sum(${value})`,
  avg: (value) => sql`avg(${value})`,
  min: (value) => sql`min(${value})`,
  max: (value) => sql`max(${value})`,
  cardinality: (value) => sql`count(distinct ${value})`,
  value_count: (value) => sql`count(${value})`,
};

/** The value a metric aggregates, per row. */
export function metricValue(agg: Extract<Agg, { kind: "metric" }>): SQL {
  return fieldValue(agg.field.mapping);
}

export function metricFunction(op: MetricOp, value: SQL): SQL {
  return metricFunctions[op](value);
}

export function metricExpression(agg: Extract<Agg, { kind: "metric" }>): SQL {
  return metricFunction(agg.op, metricValue(agg));
}

/** `(p0, p1) in (select * from unnest(...))`: rows under the parent buckets kept so far. */
export function parentCondition(path: readonly Level[], tuples: readonly (readonly unknown[])[]): SQL {
  const keys = sql.join(
    path.map((level) => level.key),
    sql`, `,
  );
  const arrays = sql.join(
    path.map((level, index) =>
      keysParameter(
        level.keyType,
        tuples.map((tuple) => tuple[index]),
      ),
    ),
    sql`, `,
  );
  return sql`(${keys}) in (select * from unnest(${arrays}))`;
}
