import { type SQL, sql } from "drizzle-orm";
import type { SearchBase } from "../compile/search-base";
import type { Agg, Aggs, TermsOrder } from "../dsl/ast";
import { queryFields } from "../dsl/request-fields";
import { levelOf } from "./agg-level";
import { type AggResult, emptyResult, termsResult } from "./agg-results";
import { type CountedFilter, countedFilterResults } from "./counted-filters";

type TermsAgg = Extract<Agg, { kind: "terms" }>;

/** A top-level `terms` aggregation whose buckets are counts alone, ranked by count or key. */
export type CountedTerms = readonly [name: string, agg: TermsAgg];

/**
 * The one aggregation of a request besides its counted filters, when it is
 * a terms aggregation the total's pass can answer (the codes screen's
 * offers): no sub-aggregation, ranked by count or key, and every key kept
 * however few its documents (`min_doc_count` 0 or 1), so that the buckets'
 * counts add up to the total.
 */
export function countedTerms(aggs: Aggs, filters: readonly CountedFilter[]): CountedTerms | undefined {
  const others = Object.entries(aggs).filter(([name]) => !filters.some(([filterName]) => filterName === name));
  if (others.length !== 1) return undefined;
  const [name, agg] = others[0] as [string, Agg];
  if (agg.kind !== "terms" || Object.keys(agg.aggs).length > 0 || agg.minDocCount > 1) return undefined;
  if (agg.order.some((term) => term.by.kind === "metric")) return undefined;
  return [name, agg];
}

function orderTerm(term: TermsOrder): SQL {
  return sql`${sql.raw(term.by.kind === "key" ? `"key"` : `"doc_count"`)} ${sql.raw(term.direction)}`;
}

/**
 * The exact total, each counted filter and the terms' best buckets in one
 * pass over the matching rows, where `totalWithFiltersQuery` and the terms'
 * level query read them twice: the rows are grouped by their bucket's key
 * (those in no bucket, without the field or left out by `include` and
 * `exclude`, in one group of a null key), each group counted with its
 * filters, and the totals summed over the groups. The best buckets come
 * first and the group of no bucket last, each row carrying the totals;
 * no row means no match.
 */
export function totalFiltersAndTermsQuery(
  base: SearchBase,
  filters: readonly CountedFilter[],
  [, terms]: CountedTerms,
): SQL {
  const level = levelOf(terms, 0, base.mapping);
  const inBucket = level.where.length > 0 ? sql.join([...level.where], sql` and `) : sql`true`;
  const filterFlags = filters.map(([, agg], index) => {
    const { where } = levelOf(agg, 0, base.mapping);
    return sql`(${sql.join([...where], sql` and `)}) as ${sql.identifier(`in_filter_${index}`)}`;
  });
  const from = base.from([
    ...level.fields,
    ...filters.flatMap(([, agg]) => queryFields(agg.query).map((field) => field.mapping)),
  ]);
  const rows = sql`select case when ${inBucket} then ${level.key} end as "key"${sql.join(
    filterFlags.map((flag) => sql`, ${flag}`),
    sql``,
  )} from ${from} where ${base.where}`;
  const groupCounts = filters.map(
    (_, index) =>
      sql`, count(*) filter (where ${sql.identifier(`in_filter_${index}`)}) as ${sql.identifier(`group_filter_${index}`)}`,
  );
  const totals = filters.map(
    (_, index) =>
      sql`, sum(${sql.identifier(`group_filter_${index}`)}) over () as ${sql.identifier(`filter_${index}`)}`,
  );
  return sql`select "key", "doc_count", sum("doc_count") over () as "count",
      sum("doc_count") filter (where "key" is not null) over () as "group_total"${sql.join(totals, sql``)}
    from (select "key", count(*) as "doc_count"${sql.join(groupCounts, sql``)}
      from (${rows}) as matched group by "key") as grouped
    order by ("key" is null), ${sql.join(terms.order.map(orderTerm), sql`, `)}
    limit ${terms.size + 1}`;
}

/** The counted filters' and the terms' answers, from the rows of `totalFiltersAndTermsQuery`. */
export function countedTermsResults(
  rows: readonly Record<string, unknown>[],
  filters: readonly CountedFilter[],
  [name, terms]: CountedTerms,
): Record<string, AggResult> {
  const buckets = rows.filter((row) => row.key !== null && row.key !== undefined).slice(0, terms.size);
  return {
    ...countedFilterResults(rows[0], filters),
    [name]: buckets.length > 0 ? termsResult(terms, buckets) : emptyResult(terms),
  };
}
