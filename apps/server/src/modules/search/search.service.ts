import { type Actor, isSearchIndexName, searchAccess } from "@ondine/domain";
import type { SQL } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import type { Scope } from "../../scope/scope";
import { evaluateAggs } from "./aggregations/evaluate-aggs";
import { hitsQuery, totalQuery } from "./compile/hits-query";
import { searchBase } from "./compile/search-base";
import { parseSearchRequest } from "./dsl/parse-request";
import { fieldsOfRequest } from "./dsl/request-fields";
import { searchIndexes } from "./mappings/search-indexes";
import { presentSearchAnswer, type SearchAnswer } from "./present-response";
import { runSearchQuery, type SearchDatabase } from "./search.repository";
import type { SearchLimits } from "./search-limits";
import { sourceColumns } from "./source-columns";

export type SearchInput = {
  index: string;
  body: unknown;
  urlParameters: Record<string, unknown>;
  actor: Actor;
  scope: Scope;
  now: Date;
};

/** Where searches run: the database with its query timeout, and the process's search limits. */
export type SearchDeps = { database: SearchDatabase; limits: SearchLimits };

/**
 * `POST /es_proxy/{index}/_search` (docs/search.md): the index (404), the
 * caller's right to it (403), the body (400), then the page of hits, the
 * total and the aggregations, each ANDed with the caller's scope, run
 * side by side within the caller's share of searches (docs/search.md
 * "Search limits").
 */
export async function searchIndex(deps: SearchDeps, input: SearchInput): Promise<SearchAnswer> {
  const started = performance.now();
  if (!isSearchIndexName(input.index)) throw new AppError("NOT_FOUND", `No search index ${input.index}.`);
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
  const hasAggs = Object.keys(request.aggs).length > 0;
  const [rows, counted, aggregations] = await deps.limits.runSearch(`actor:${input.actor.id}`, (limited) => {
    const run = (query: SQL) => limited(() => runSearchQuery(deps.database, query));
    // Side by side: on PostgreSQL each query takes its own connection.
    return Promise.all([
      request.size > 0 ? run(hitsQuery(base, request, source)) : Promise.resolve([]),
      totalHits.kind === "off" ? Promise.resolve(undefined) : run(totalQuery(base, bound)),
      hasAggs ? evaluateAggs(base, run, request.aggs) : undefined,
    ]);
  });
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
