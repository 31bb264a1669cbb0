import { type SQL, sql } from "drizzle-orm";
import type { SearchBase } from "../compile/search-base";
import type { Agg, Aggs } from "../dsl/ast";
import { queryFields } from "../dsl/request-fields";
import { levelOf } from "./agg-level";
import { type AggResult, asNumber } from "./agg-results";

type FilterAgg = Extract<Agg, { kind: "filter" }>;

/** A top-level `filter` aggregation with no sub-aggregation: a count, answered by the total's query. */
export type CountedFilter = readonly [name: string, agg: FilterAgg];

const filterAlias = (index: number) => `filter_${index}`;

/** The top-level filter aggregations that are counts alone (the codes screen's printable codes). */
export function countedFilters(aggs: Aggs): CountedFilter[] {
  return Object.entries(aggs).filter(
    (entry): entry is [string, FilterAgg] => entry[1].kind === "filter" && Object.keys(entry[1].aggs).length === 0,
  );
}

/**
 * The exact total and each counted filter in one pass over the matching
 * rows (`count(*) filter (where ...)`), rather than one scan for the total
 * and one per filter: the same counts as `totalQuery` and the filter's
 * level query. The joins a filter reads are outer joins to one row, so
 * they add no row to the total.
 */
export function totalWithFiltersQuery(base: SearchBase, filters: readonly CountedFilter[]): SQL {
  const columns = filters.map(([, agg], index) => {
    const { where } = levelOf(agg, 0, base.mapping);
    return sql`count(*) filter (where ${sql.join([...where], sql` and `)}) as ${sql.identifier(filterAlias(index))}`;
  });
  const from = base.from(filters.flatMap(([, agg]) => queryFields(agg.query).map((field) => field.mapping)));
  return sql`select count(*) as "count", ${sql.join(columns, sql`, `)} from ${from} where ${base.where}`;
}

/** The counted filters' answers, from the row of `totalWithFiltersQuery`. */
export function countedFilterResults(
  row: Record<string, unknown> | undefined,
  filters: readonly CountedFilter[],
): Record<string, AggResult> {
  return Object.fromEntries(
    filters.map(([name], index) => [name, { doc_count: asNumber(row?.[filterAlias(index)] ?? 0) }]),
  );
}
