import { type Actor, type SearchIndexName, searchAccess } from "@ondine/domain";
import type { SQL } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import type { Scope } from "../../scope/scope";
import type { AggResult } from "./aggregations/agg-results";
import { countedFilterResults, countedFilters, totalWithFiltersQuery } from "./aggregations/counted-filters";
import { evaluateAggs } from "./aggregations/evaluate-aggs";
import { hitsQuery, totalQuery } from "./compile/hits-query";
import { searchBase } from "./compile/search-base";
import { parseSearchRequest } from "./dsl/parse-request";
import { fieldsOfRequest } from "./dsl/request-fields";
import { isLagTolerantSearch } from "./lag-tolerant-searches";
import { searchIndexes } from "./mappings/search-indexes";
import { presentSearchAnswer, type SearchAnswer } from "./present-response";
import { runSearchQuery, type SearchDatabase } from "./search.repository";
import type { SearchLimits } from "./search-limits";
import { sourceColumns } from "./source-columns";

export type SearchInput = {
  /** Checked by the route: an unknown index answers 404 there. */
  index: SearchIndexName;
  body: unknown;
  urlParameters: Record<string, unknown>;
  actor: Actor;
  scope: Scope;
  now: Date;
};

/**
 * Where searches run: the database with its query timeout, the read database
 * for the searches that may be a few seconds behind (`database` when unset;
 * docs/operations.md#replica), and the process's search limits.
 */
export type SearchDeps = { database: SearchDatabase; readDatabase?: SearchDatabase; limits: SearchLimits };

/**
 * `POST /es_proxy/{index}/_search` (docs/search.md): the caller's right to
 * the index (403), the body (400), then the page of hits, the
 * total and the aggregations, each ANDed with the caller's scope, run
 * side by side within the caller's share of searches (docs/search.md
 * "Search limits").
 */
export async function searchIndex(deps: SearchDeps, input: SearchInput): Promise<SearchAnswer> {
  const started = performance.now();
  const access = searchAccess(input.actor, input.index);
  if (access === "none") throw new AppError("NOT_ALLOWED", `Searching ${input.index} needs a role you do not hold.`);
  const mapping = searchIndexes[input.index];
  const request = parseSearchRequest(input.body, input.urlParameters, { mapping, now: input.now.getTime(), nodes: 0 });
  if (access === "aggregations") {
    if (request.size > 0) {
      throw new AppError("NOT_ALLOWED", `Your roles show figures of ${input.index} only: ask with size 0.`);
    }
    const personal = fieldsOfRequest(request).find((field) => field.mapping.personal);
    if (personal) throw new AppError("NOT_ALLOWED", `Your roles show figures only: ${personal.name} is not one.`);
  }
  const base = searchBase(mapping, { scope: input.scope, actor: input.actor }, request.query);
  const source = sourceColumns(mapping, request.source);
  const { totalHits } = request;
  const bound = totalHits.kind === "upTo" ? totalHits.bound : undefined;
  // An exact total reads every match anyway: the filter counts ride along in its pass.
  const filters = totalHits.kind === "exact" ? countedFilters(request.aggs) : [];
  const otherAggs = Object.fromEntries(
    Object.entries(request.aggs).filter(([name]) => !filters.some(([filterName]) => filterName === name)),
  );
  const database = isLagTolerantSearch(input.index, access) ? (deps.readDatabase ?? deps.database) : deps.database;
  const [rows, counted, evaluated] = await deps.limits.runSearch(`actor:${input.actor.id}`, (limited) => {
    const run = (query: SQL) => limited(() => runSearchQuery(database, query));
    // Side by side: on PostgreSQL each query takes its own connection.
    return Promise.all([
      request.size > 0 ? run(hitsQuery(base, request, source)) : Promise.resolve([]),
      totalHits.kind === "off"
        ? Promise.resolve(undefined)
        : run(filters.length > 0 ? totalWithFiltersQuery(base, filters) : totalQuery(base, bound)),
      Object.keys(otherAggs).length > 0 ? evaluateAggs(base, run, otherAggs) : undefined,
    ]);
  });
  const answered: Record<string, AggResult> = { ...evaluated, ...countedFilterResults(counted?.[0], filters) };
  const names = Object.keys(request.aggs);
  // In the request's order of names.
  const aggregations =
    names.length > 0 ? Object.fromEntries(names.map((name) => [name, answered[name] as AggResult])) : undefined;
  let total: { value: number; relation: "eq" | "gte" } | undefined;
  if (counted) {
    const value = Number(counted[0]?.count ?? 0);
    total = bound !== undefined && value > bound ? { value: bound, relation: "gte" } : { value, relation: "eq" };
  }
  return presentSearchAnswer({
    index: input.index,
    request,
    rows,
    source,
    total,
    aggregations,
    took: Math.round(performance.now() - started),
  });
}
