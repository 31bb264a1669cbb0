import type { SearchRequest } from "../dsl/ast";

/**
 * What a search's total and aggregations depend on besides the caller's
 * scope (which the cache adds to the key): the index, the query, how the
 * total is tracked and the aggregations, as parsed; not the page (`from`,
 * `size`, `sort`, `search_after`, `_source`). Parsed, date math is already
 * read at the request's `now`: `now-3M` names another instant at every
 * search and is not shared, `now-3M/d` is shared within the day, as
 * Elasticsearch's request cache does. A field reads as its name.
 */
export function figuresKeyOf(index: string, request: SearchRequest): string {
  const figures = { index, query: request.query, total: request.totalHits, aggs: request.aggs };
  return JSON.stringify(figures, (name, value) => (name === "mapping" ? undefined : value));
}
