import { type Actor, type SearchIndexName, searchAccess } from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import type { Scope } from "../../scope/scope";
import { hitsQuery, totalQuery } from "./compile/hits-query";
import { searchBase } from "./compile/search-base";
import type { Query, SearchRequest } from "./dsl/ast";
import { parseSearchRequest } from "./dsl/parse-request";
import { searchIndexes } from "./mappings/search-indexes";
import { runSearchQuery } from "./search.repository";
import type { SearchDeps } from "./search.service";
import { sourceColumns } from "./source-columns";

/** One document of an export: its `_source` fields by their flat names (`coupon_def.name`), values as the database reads them. */
export type ExportRow = Record<string, unknown>;

export type ExportRowsInput = {
  index: SearchIndexName;
  /** The list's search: `query` and `sort` in the search DSL (docs/search.md), checked as a search's. */
  search: { query?: unknown; sort?: unknown };
  /** The sort when the search names none. */
  defaultSort: readonly unknown[];
  /** Clauses ANDed with the query whatever it says (the dashboard's own filters). */
  filters: readonly unknown[];
  /** The `_source` fields to read. */
  fields: readonly string[];
  actor: Actor;
  scope: Scope;
  now: Date;
  /** Documents read per query. */
  pageSize: number;
  /** Documents of the first query, fewer so that the file starts while the next pages are read (pageSize if unset). */
  firstPageSize?: number;
};

export type ExportRows = {
  /** Every match within the caller's scope, counted exactly. */
  total: number;
  /** The matches in the search's order, `firstPageSize` then `pageSize` at a time, every page asked for when the first is awaited. */
  pages: AsyncIterable<ExportRow[]>;
};

/**
 * The documents of a search for an export (docs/exports.md): the same rights
 * as the search proxy's for documents (403 without them, or with figures
 * only), the same body checks and 400s, the same scope (searchBase with the
 * caller's scope), and the same compiled queries, read a page at a time
 * within the caller's share of searches (docs/search.md "Search limits").
 * The count runs first; the pages only when the first is awaited, then all together.
 */
export async function exportSearchRows(deps: SearchDeps, input: ExportRowsInput): Promise<ExportRows> {
  const access = searchAccess(input.actor, input.index);
  if (access !== "documents") {
    throw new AppError("NOT_ALLOWED", `Exporting ${input.index} needs the role that lists its documents.`);
  }
  const mapping = searchIndexes[input.index];
  const context = () => ({ mapping, now: input.now.getTime(), nodes: 0 });
  // The caller's search alone first, so that a refusal names its own parts (`query.bool.must[0]...`).
  const asked = parseSearchRequest(
    { query: input.search.query ?? { match_all: {} }, sort: input.search.sort ?? input.defaultSort, size: 0 },
    {},
    context(),
  );
  const kept = parseSearchRequest({ query: { bool: { filter: input.filters } }, size: 0 }, {}, context());
  const query: Query = {
    kind: "bool",
    // A match_all adds nothing to the AND.
    must: [asked.query, kept.query].filter((part) => part.kind !== "all"),
    should: [],
    mustNot: [],
    minimumShould: 0,
  };
  const source = sourceColumns(mapping, { includes: [...input.fields], excludes: [] });
  const base = searchBase(mapping, { scope: input.scope, actor: input.actor }, query);
  const caller = `actor:${input.actor.id}`;
  // An export is a heavy read of what is already there: where such reads go (docs/operations.md#replica).
  const database = deps.readDatabase ?? deps.database;
  const run = (sql: Parameters<typeof runSearchQuery>[1]) =>
    deps.limits.runSearch(caller, (limited) => limited(() => runSearchQuery(database, sql)));

  const counted = await run(totalQuery(base, undefined));
  const total = Number(counted[0]?.count ?? 0);

  const page = async (from: number, size: number): Promise<ExportRow[]> => {
    const request: SearchRequest = { ...asked, query, from, size: Math.min(size, total - from) };
    const rows = await runSearchQuery(database, hitsQuery(base, request, source));
    return rows.map((row) => {
      const document: ExportRow = {};
      for (const column of source) document[column.name] = row[column.alias];
      return document;
    });
  };
  // Every page is asked for at once, as one search of the caller (its share of connections: a few
  // pages run together, the next as one ends), so that the database reads the next pages while the
  // file writes the first (an export holds at most exportRowLimit rows: holding them is cheap).
  async function* pages(): AsyncGenerator<ExportRow[]> {
    if (total === 0) return;
    const first = Math.min(input.firstPageSize ?? input.pageSize, input.pageSize);
    const slices = [{ from: 0, size: first }];
    for (let from = first; from < total; from += input.pageSize) slices.push({ from, size: input.pageSize });
    const reads = await new Promise<Promise<ExportRow[]>[]>((resolve, reject) => {
      deps.limits
        .runSearch(caller, (limited) => {
          const reading = slices.map(({ from, size }) => limited(() => page(from, size)));
          resolve(reading);
          // A failed page is thrown when it is awaited below, not left unhandled meanwhile.
          return Promise.allSettled(reading);
        })
        .catch(reject);
    });
    for (const read of reads) {
      const rows = await read;
      if (rows.length === 0) return;
      yield rows;
    }
  }
  return { total, pages: pages() };
}
