import { searchInputError } from "../search-input-error";
import type { SortClause, SortTarget, SortValue } from "./ast";
import { readFieldValue, requireSingleValued, resolveField } from "./fields";
import { checkKeys, childPath, isJsonObject, itemPath, readArray, readSingleEntry, readString } from "./json-reader";
import { dateContext, type ParseContext } from "./parse-context";

function readOrder(value: unknown, path: string): "asc" | "desc" {
  const order = readString(value, path).toLowerCase();
  if (order !== "asc" && order !== "desc")
    throw searchInputError(path, "search.invalid", `${path} must be asc or desc.`);
  return order;
}

function sortTarget(name: string, path: string, context: ParseContext): SortTarget {
  if (name === "_score") return { kind: "score" };
  if (name === "_doc") return { kind: "doc" };
  if (name === "_id") return { kind: "id" };
  const field = resolveField(context.mapping, name, path);
  requireSingleValued(field, path);
  return { kind: "field", field };
}

/** One sort clause: `"name"`, `{"name": "desc"}` or `{"name": {"order", "missing"}}`. */
function parseSortClause(value: unknown, path: string, context: ParseContext): SortClause {
  if (typeof value === "string") {
    const target = sortTarget(value, path, context);
    return { target, order: target.kind === "score" ? "desc" : "asc", missing: "last" };
  }
  const [name, options] = readSingleEntry(value, path);
  const at = childPath(path, name);
  const target = sortTarget(name, at, context);
  const defaultOrder = target.kind === "score" ? "desc" : "asc";
  if (!isJsonObject(options)) return { target, order: readOrder(options, at), missing: "last" };
  checkKeys(options, at, ["order", "missing"]);
  const order = options.order === undefined ? defaultOrder : readOrder(options.order, childPath(at, "order"));
  let missing: "first" | "last" = "last";
  if (options.missing !== undefined) {
    const missingPath = childPath(at, "missing");
    const text = readString(options.missing, missingPath);
    if (text !== "_first" && text !== "_last") {
      throw searchInputError(missingPath, "search.unsupported", `${missingPath}: only _first and _last are supported.`);
    }
    missing = text === "_first" ? "first" : "last";
  }
  return { target, order, missing };
}

export function parseSort(value: unknown, path: string, context: ParseContext): SortClause[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return [parseSortClause(value, path, context)];
  return value.map((clause, index) => parseSortClause(clause, itemPath(path, index), context));
}

/** `search_after`: one value per sort clause, read in the clause's type (dates as epoch milliseconds or text). */
export function parseSearchAfter(
  value: unknown,
  path: string,
  sort: readonly SortClause[],
  context: ParseContext,
): SortValue[] {
  const values = readArray(value, path);
  if (sort.length === 0) throw searchInputError(path, "search.invalid", "search_after needs a sort.");
  if (values.length !== sort.length) {
    throw searchInputError(path, "search.invalid", `search_after needs ${sort.length} values, one per sort clause.`);
  }
  return sort.map((clause, index) => readSortValue(clause, values[index], itemPath(path, index), context));
}

function readSortValue(clause: SortClause, item: unknown, at: string, context: ParseContext): SortValue {
  if (item === null) return null;
  switch (clause.target.kind) {
    case "score":
      if (typeof item !== "number") throw searchInputError(at, "search.invalid");
      return item;
    case "doc": {
      const numeric = context.mapping.docOrderType !== "text";
      const read = numeric ? Number(item) : typeof item === "string" ? item : undefined;
      if (read === undefined || (numeric && !Number.isSafeInteger(read))) throw searchInputError(at, "search.invalid");
      return read;
    }
    case "id":
      if (typeof item !== "string" && typeof item !== "number") throw searchInputError(at, "search.invalid");
      return String(item);
    case "field": {
      const { field } = clause.target;
      if (field.type === "boolean" && (item === 0 || item === 1)) return item === 1;
      return readFieldValue(field, item, at, dateContext(context));
    }
  }
}
