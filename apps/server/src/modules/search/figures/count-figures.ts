import type { SQL } from "drizzle-orm";
import type { AggResult } from "../aggregations/agg-results";
import {
  type CountedFilter,
  countedFilterResults,
  countedFilters,
  totalWithFiltersQuery,
} from "../aggregations/counted-filters";
import {
  type CountedTerms,
  countedTerms,
  countedTermsResults,
  totalFiltersAndTermsQuery,
} from "../aggregations/counted-terms";
import { evaluateAggs, type RunQuery } from "../aggregations/evaluate-aggs";
import { totalQuery } from "../compile/hits-query";
import type { SearchBase } from "../compile/search-base";
import type { SearchRequest } from "../dsl/ast";
import type { SearchFigures } from "./search-figures-cache";

type Row = Record<string, unknown>;

/** The total's row (its `count`, none when the total is off) and every aggregation's answer by name. */
type Counted = { readonly totalRow: Row | undefined; readonly answered: Record<string, AggResult> };

/**
 * A search's total (as `track_total_hits` asks) and its aggregations, in
 * the request's order of names, each query run through `run` side by side.
 * An exact total reads every match anyway: the top-level filter counts ride
 * along in its pass (`counted-filters.ts`), and so does a terms
 * aggregation of counts alone (`counted-terms.ts`: the codes screen's
 * figures in one pass).
 */
export async function countFigures(base: SearchBase, request: SearchRequest, run: RunQuery): Promise<SearchFigures> {
  const { totalHits } = request;
  const bound = totalHits.kind === "upTo" ? totalHits.bound : undefined;
  const filters = totalHits.kind === "exact" ? countedFilters(request.aggs) : [];
  const terms = totalHits.kind === "exact" ? countedTerms(request.aggs, filters) : undefined;
  const { totalRow, answered } = terms
    ? await countWithTerms(base, filters, terms, run)
    : await countApart(base, request, filters, bound, run);
  const aggregations = Object.fromEntries(Object.keys(request.aggs).map((name) => [name, answered[name] as AggResult]));
  if (!totalRow) return { total: undefined, aggregations };
  return { total: boundedTotal(Number(totalRow.count ?? 0), bound), aggregations };
}

async function countWithTerms(
  base: SearchBase,
  filters: readonly CountedFilter[],
  terms: CountedTerms,
  run: RunQuery,
): Promise<Counted> {
  const rows = await run(totalFiltersAndTermsQuery(base, filters, terms));
  // No row: nothing matched.
  return { totalRow: rows[0] ?? { count: 0 }, answered: countedTermsResults(rows, filters, terms) };
}

async function countApart(
  base: SearchBase,
  request: SearchRequest,
  filters: readonly CountedFilter[],
  bound: number | undefined,
  run: RunQuery,
): Promise<Counted> {
  const otherAggs = Object.fromEntries(
    Object.entries(request.aggs).filter(([name]) => !filters.some(([filterName]) => filterName === name)),
  );
  const totalSql: SQL | undefined =
    request.totalHits.kind === "off"
      ? undefined
      : filters.length > 0
        ? totalWithFiltersQuery(base, filters)
        : totalQuery(base, bound);
  const [counted, evaluated] = await Promise.all([
    totalSql ? run(totalSql) : undefined,
    Object.keys(otherAggs).length > 0 ? evaluateAggs(base, run, otherAggs) : undefined,
  ]);
  return {
    totalRow: counted ? (counted[0] ?? { count: 0 }) : undefined,
    answered: { ...evaluated, ...countedFilterResults(counted?.[0], filters) },
  };
}

/** A count as `hits.total`: past the bound (counted up to one more), "at least the bound". */
export function boundedTotal(value: number, bound: number | undefined): NonNullable<SearchFigures["total"]> {
  return bound !== undefined && value > bound ? { value: bound, relation: "gte" } : { value, relation: "eq" };
}
