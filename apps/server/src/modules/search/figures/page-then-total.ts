import type { RunQuery } from "../aggregations/evaluate-aggs";
import { hitsQuery, type SourceColumn, totalQuery } from "../compile/hits-query";
import type { SearchBase } from "../compile/search-base";
import type { SearchRequest } from "../dsl/ast";
import type { SearchRow } from "../search.repository";
import { boundedTotal } from "./count-figures";
import type { SearchFigures } from "./search-figures-cache";

/**
 * Whether a request is a page and its total counted up to a bound alone
 * (`track_total_hits` a number, the default; no aggregation), from the
 * first match (`search_after` pages, but the total stays the whole
 * search's): then `readPageThenTotal` may not need to count.
 */
export function isPageWithBoundedTotal(request: SearchRequest): request is SearchRequest & {
  totalHits: { kind: "upTo"; bound: number };
} {
  return (
    request.totalHits.kind === "upTo" &&
    request.size > 0 &&
    !request.searchAfter &&
    Object.keys(request.aggs).length === 0
  );
}

/**
 * The page first, then its total only when the page does not tell it: a
 * page shorter than its size, and not past the last match, ends the
 * matches, so they number its offset and its rows. A rare text (two typed
 * letters over an organism's codes) walks every match for its page anyway
 * and then read them all a second time to count them
 * (docs/performance.md "Cached reads and the codes search"); a frequent one
 * fills its page from a few rows and is counted as before, one after the
 * other rather than side by side, which a full page makes cheap.
 */
export async function readPageThenTotal(
  base: SearchBase,
  request: SearchRequest & { totalHits: { kind: "upTo"; bound: number } },
  source: readonly SourceColumn[],
  run: RunQuery,
): Promise<[SearchRow[], SearchFigures]> {
  const { bound } = request.totalHits;
  const rows = await run(hitsQuery(base, request, source));
  const endsTheMatches = rows.length < request.size && (rows.length > 0 || request.from === 0);
  const value = endsTheMatches
    ? request.from + rows.length
    : Number((await run(totalQuery(base, bound)))[0]?.count ?? 0);
  return [rows, { total: boundedTotal(value, bound), aggregations: {} }];
}
