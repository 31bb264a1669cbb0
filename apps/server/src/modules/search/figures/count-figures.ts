import type { SQL } from "drizzle-orm";
import type { AggResult } from "../aggregations/agg-results";
import { countedFilterResults, countedFilters, totalWithFiltersQuery } from "../aggregations/counted-filters";
import { evaluateAggs, type RunQuery } from "../aggregations/evaluate-aggs";
import { totalQuery } from "../compile/hits-query";
import type { SearchBase } from "../compile/search-base";
import type { SearchRequest } from "../dsl/ast";
import type { SearchFigures } from "./search-figures-cache";

/**
 * A search's total (as `track_total_hits` asks) and its aggregations, in
 * the request's order of names, each query run through `run` side by side.
 * An exact total reads every match anyway: the top-level filter counts ride
 * along in its pass (`counted-filters.ts`).
 */
export async function countFigures(base: SearchBase, request: SearchRequest, run: RunQuery): Promise<SearchFigures> {
  const { totalHits } = request;
  const bound = totalHits.kind === "upTo" ? totalHits.bound : undefined;
  const filters = totalHits.kind === "exact" ? countedFilters(request.aggs) : [];
  const otherAggs = Object.fromEntries(
    Object.entries(request.aggs).filter(([name]) => !filters.some(([filterName]) => filterName === name)),
  );
  const totalSql: SQL | undefined =
    totalHits.kind === "off"
      ? undefined
      : filters.length > 0
        ? totalWithFiltersQuery(base, filters)
        : totalQuery(base, bound);
  const [counted, evaluated] = await Promise.all([
    totalSql ? run(totalSql) : undefined,
    Object.keys(otherAggs).length > 0 ? evaluateAggs(base, run, otherAggs) : undefined,
  ]);
  const answered: Record<string, AggResult> = { ...evaluated, ...countedFilterResults(counted?.[0], filters) };
  const aggregations = Object.fromEntries(Object.keys(request.aggs).map((name) => [name, answered[name] as AggResult]));
  if (!counted) return { total: undefined, aggregations };
  const value = Number(counted[0]?.count ?? 0);
  const total =
    bound !== undefined && value > bound
      ? { value: bound, relation: "gte" as const }
      : { value, relation: "eq" as const };
  return { total, aggregations };
}
