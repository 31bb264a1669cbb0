import { searchResultWindow } from "@ondine/domain";
import { searchInputError } from "../search-input-error";
import type { SearchRequest, SourceFilter, TotalHits } from "./ast";
import {
  checkKeys,
  childPath,
  isJsonObject,
  itemPath,
  readArray,
  readBoolean,
  readInteger,
  readObject,
  readString,
} from "./json-reader";
import { parseAggs } from "./parse-aggs";
import type { ParseContext } from "./parse-context";
import { parseQuery } from "./parse-query";
import { parseSearchAfter, parseSort } from "./parse-sort";

const bodyKeys = [
  "query",
  "from",
  "size",
  "sort",
  "search_after",
  "track_total_hits",
  "aggs",
  "aggregations",
  "_source",
];
const urlKeys = ["from", "size", "track_total_hits", "rest_total_hits_as_int"];

/** Elasticsearch's default: count exactly up to the result window, then say "at least". */
const defaultTotalHits: TotalHits = { kind: "upTo", bound: searchResultWindow };

/**
 * Reads a search body (and the URL parameters Elasticsearch also takes:
 * from, size, track_total_hits, rest_total_hits_as_int) into a typed
 * request, or throws 400 WRONG_PARAMETERS naming the offending part.
 */
export function parseSearchRequest(
  rawBody: unknown,
  urlParameters: Record<string, unknown>,
  context: ParseContext,
): SearchRequest {
  const body = rawBody === undefined || rawBody === null ? {} : readObject(rawBody, "");
  checkKeys(body, "", bodyKeys);
  checkKeys(urlParameters, "", urlKeys);
  if (body.aggs !== undefined && body.aggregations !== undefined) {
    throw searchInputError("aggregations", "search.invalid", "aggs and aggregations are both given.");
  }
  const pick = (key: string) => (urlParameters[key] !== undefined ? urlParameters[key] : body[key]);
  const { maxSize } = context.mapping;
  const size = pick("size") === undefined ? 10 : readInteger(pick("size"), "size", { min: 0, max: maxSize });
  const from = pick("from") === undefined ? 0 : readInteger(pick("from"), "from", { min: 0, max: searchResultWindow });
  if (from + size > searchResultWindow) {
    throw searchInputError(
      "from",
      "search.too_large",
      `from + size must be at most ${searchResultWindow}; use search_after for deeper pages.`,
    );
  }
  const query = body.query === undefined ? ({ kind: "all" } as const) : parseQuery(body.query, "query", context);
  const sort = parseSort(body.sort, "sort", context);
  let searchAfter: SearchRequest["searchAfter"];
  if (body.search_after !== undefined) {
    if (from > 0) throw searchInputError("from", "search.invalid", "from must be 0 with search_after.");
    searchAfter = parseSearchAfter(body.search_after, "search_after", sort, context);
  }
  const aggsKey = body.aggregations !== undefined ? "aggregations" : "aggs";
  return {
    query,
    from,
    size,
    sort,
    searchAfter,
    totalHits: readTotalHits(pick("track_total_hits")),
    totalAsNumber:
      urlParameters.rest_total_hits_as_int !== undefined &&
      readBoolean(urlParameters.rest_total_hits_as_int, "rest_total_hits_as_int"),
    aggs: body[aggsKey] === undefined ? {} : parseAggs(body[aggsKey], aggsKey, context),
    source: readSource(body._source),
  };
}

function readTotalHits(value: unknown): TotalHits {
  if (value === undefined) return defaultTotalHits;
  if (typeof value === "boolean" || value === "true" || value === "false") {
    return readBoolean(value, "track_total_hits") ? { kind: "exact" } : { kind: "off" };
  }
  const bound = readInteger(value, "track_total_hits", { min: -1, max: 2 ** 31 - 1 });
  if (bound === -1) return { kind: "exact" };
  return { kind: "upTo", bound };
}

/** `_source`: false, a pattern, a list of patterns, or `{includes, excludes}` (`*` wildcards over dotted names). */
function readSource(value: unknown): SourceFilter {
  const path = "_source";
  if (value === undefined || value === true) return { includes: [], excludes: [] };
  if (value === false) return false;
  const patterns = (list: unknown, at: string) =>
    list === undefined
      ? []
      : typeof list === "string"
        ? [list]
        : readArray(list, at).map((item, index) => readString(item, itemPath(at, index)));
  if (typeof value === "string" || Array.isArray(value)) return { includes: patterns(value, path), excludes: [] };
  if (!isJsonObject(value)) throw searchInputError(path, "search.invalid");
  checkKeys(value, path, ["includes", "excludes"]);
  return {
    includes: patterns(value.includes, childPath(path, "includes")),
    excludes: patterns(value.excludes, childPath(path, "excludes")),
  };
}
