import { type Actor, type SearchIndexName, searchAccess } from "@ondine/domain";
import type { SQL } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import type { Scope } from "../../scope/scope";
import { hitsQuery } from "./compile/hits-query";
import { searchBase } from "./compile/search-base";
import { parseSearchRequest } from "./dsl/parse-request";
import { fieldsOfRequest } from "./dsl/request-fields";
import { countFigures } from "./figures/count-figures";
import { figuresKeyOf } from "./figures/figures-key";
import { isPageWithBoundedTotal, readPageThenTotal } from "./figures/page-then-total";
import type { SearchFiguresCache } from "./figures/search-figures-cache";
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
 * docs/operations.md#replica), the process's search limits, and the totals
 * and aggregations of code searches kept between searches (none when unset).
 */
export type SearchDeps = {
  database: SearchDatabase;
  readDatabase?: SearchDatabase;
  limits: SearchLimits;
  figures?: SearchFiguresCache;
};

/**
 * The indexes whose figures are kept between searches: those whose table
 * notifies its changes (migration 0027), so that a write drops them.
 */
const indexesKeepingFigures: ReadonlySet<SearchIndexName> = new Set(["coupons"]);

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
  const database = isLagTolerantSearch(input.index, access) ? (deps.readDatabase ?? deps.database) : deps.database;
  const names = Object.keys(request.aggs);
  const hasFigures = request.totalHits.kind !== "off" || names.length > 0;
  // Kept only from the primary: the replica may still show codes as they were before a notified change.
  const cache = database === deps.database && indexesKeepingFigures.has(input.index) ? deps.figures : undefined;
  const figuresKey = cache && hasFigures ? figuresKeyOf(input.index, request) : undefined;
  const kept = figuresKey ? cache?.get(input.scope, figuresKey) : undefined;
  const load = cache?.startLoad();
  const [rows, figures] = await deps.limits.runSearch(`actor:${input.actor.id}`, (limited) => {
    const run = (query: SQL) => limited(() => runSearchQuery(database, query));
    // A page and its bounded total, nothing kept: the page may tell the total.
    if (!kept && isPageWithBoundedTotal(request)) return readPageThenTotal(base, request, source, run);
    // Side by side: on PostgreSQL each query takes its own connection.
    return Promise.all([
      request.size > 0 ? run(hitsQuery(base, request, source)) : Promise.resolve([]),
      kept ?? (hasFigures ? countFigures(base, request, run) : undefined),
    ]);
  });
  if (figuresKey && figures && !kept && load) cache?.store(input.scope, figuresKey, figures, load);
  return presentSearchAnswer({
    index: input.index,
    request,
    rows,
    source,
    total: figures?.total,
    aggregations: names.length > 0 ? figures?.aggregations : undefined,
    took: Math.round(performance.now() - started),
  });
}
