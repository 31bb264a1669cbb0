import { searchInputError } from "../search-input-error";
import type { Query, ResolvedField } from "./ast";
import { readFieldValue, requireFieldType, resolveField } from "./fields";
import {
  checkKeys,
  childPath,
  isJsonObject,
  itemPath,
  type JsonObject,
  readArray,
  readBoolean,
  readObject,
  readSingleEntry,
  readString,
} from "./json-reader";
import { countNode, dateContext, type ParseContext, readDateFormat, readTimeZone } from "./parse-context";
import { parseQueryString, type QueryStringFlavour } from "./query-string";
import {
  allOf,
  checkPatternBounds,
  containsText,
  countWildcards,
  equals,
  escapeLike,
  matchWords,
  textOnField,
  wildcardOnField,
  wordsOf,
} from "./text-match";

const maxDepth = 20;
/** Elasticsearch's `index.max_terms_count`. */
const maxTermsValues = 65_536;

/** Reads one query clause of the subset (docs/search.md "Queries"), refusing anything else by its path. */
export function parseQuery(value: unknown, path: string, context: ParseContext, depth = 0): Query {
  if (depth > maxDepth) throw searchInputError(path, "search.too_large", `${path}: queries nested too deep.`);
  countNode(context, path);
  const [kind, body] = readSingleEntry(value, path);
  const at = childPath(path, kind);
  switch (kind) {
    case "match_all":
      checkKeys(readObject(body, at), at, ["boost"]);
      return { kind: "all" };
    case "match_none":
      checkKeys(readObject(body, at), at, ["boost"]);
      return { kind: "none" };
    case "bool":
      return parseBool(readObject(body, at), at, context, depth);
    case "constant_score": {
      const object = readObject(body, at);
      checkKeys(object, at, ["filter", "boost"]);
      if (object.filter === undefined) throw searchInputError(childPath(at, "filter"), "search.required");
      return parseQuery(object.filter, childPath(at, "filter"), context, depth + 1);
    }
    case "term":
      return parseTerm(body, at, context);
    case "terms":
      return parseTerms(body, at, context);
    case "ids": {
      const object = readObject(body, at);
      checkKeys(object, at, ["values", "boost"]);
      const valuesPath = childPath(at, "values");
      const values = readArray(object.values, valuesPath).map((id, index) => {
        if (typeof id === "number" && Number.isFinite(id)) return String(id);
        return readString(id, itemPath(valuesPath, index));
      });
      return { kind: "ids", values };
    }
    case "range":
      return parseRange(body, at, context);
    case "exists": {
      const object = readObject(body, at);
      checkKeys(object, at, ["field", "boost"]);
      const fieldPath = childPath(at, "field");
      return { kind: "exists", field: resolveField(context.mapping, readString(object.field, fieldPath), fieldPath) };
    }
    case "match":
    case "match_phrase":
    case "match_phrase_prefix":
      return parseMatch(kind, body, at, context);
    case "query_string":
    case "simple_query_string":
      return parseQueryStringClause(kind, body, at, context);
    case "wildcard":
    case "prefix":
      return parsePattern(kind, body, at, context);
    default:
      throw searchInputError(at, "search.unsupported");
  }
}

/** The clause or clauses under a bool occurrence, with their paths (`must[1]`, or `must` for a single one). */
function parseClauseList(value: unknown, path: string, context: ParseContext, depth: number): Query[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return [parseQuery(value, path, context, depth + 1)];
  return value.map((clause, index) => parseQuery(clause, itemPath(path, index), context, depth + 1));
}

function parseBool(object: JsonObject, path: string, context: ParseContext, depth: number): Query {
  checkKeys(object, path, ["must", "filter", "should", "must_not", "minimum_should_match", "boost"]);
  const must = parseClauseList(object.must, childPath(path, "must"), context, depth);
  const filter = parseClauseList(object.filter, childPath(path, "filter"), context, depth);
  const should = parseClauseList(object.should, childPath(path, "should"), context, depth);
  const mustNot = parseClauseList(object.must_not, childPath(path, "must_not"), context, depth);
  const required = [...must, ...filter];
  const minimumShould =
    object.minimum_should_match === undefined
      ? required.length === 0 && should.length > 0
        ? 1
        : 0
      : minimumShouldMatch(object.minimum_should_match, should.length, childPath(path, "minimum_should_match"));
  return { kind: "bool", must: required, should, mustNot, minimumShould };
}

/**
 * `minimum_should_match` as a count of the `should` clauses: a number, a
 * negative number (all but that many), a percentage, or a negative one.
 * Combinations (`3<90%`) are outside the subset.
 */
export function minimumShouldMatch(value: unknown, optional: number, path: string): number {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : undefined;
  const match = text === undefined ? null : /^(-?)(\d+)(%?)$/.exec(text);
  if (!match) throw searchInputError(path, "search.unsupported", `${path}: a number or a percentage is expected.`);
  const [, negative, digits, percent] = match;
  const amount = percent ? Math.floor((optional * Number(digits)) / 100) : Number(digits);
  const count = negative ? optional - amount : amount;
  return Math.max(0, count);
}

/** `{"code": value}` or `{"code": {"value": ..., ...options}}`, beside keys such as `boost`. */
function readFieldClause(
  body: unknown,
  path: string,
  context: ParseContext,
  besideField: readonly string[] = ["boost"],
): { field: ResolvedField; value: unknown; fieldPath: string } {
  const object = readObject(body, path);
  const names = Object.keys(object).filter((key) => !besideField.includes(key));
  const [name] = names;
  if (name === undefined || names.length !== 1) {
    throw searchInputError(path, "search.invalid", `${path} must name exactly one field.`);
  }
  const fieldPath = childPath(path, name);
  return { field: resolveField(context.mapping, name, fieldPath), value: object[name], fieldPath };
}

/** The options object of a field clause, or its short form `{"field": value}` read as `{valueKey: value}`. */
function fieldOptions(value: unknown, valueKey: string): JsonObject {
  return isJsonObject(value) ? value : { [valueKey]: value };
}

function parseTerm(body: unknown, path: string, context: ParseContext): Query {
  const { field, value, fieldPath } = readFieldClause(body, path, context);
  const options = fieldOptions(value, "value");
  checkKeys(options, fieldPath, ["value", "boost", "case_insensitive"]);
  const valuePath = isJsonObject(value) ? childPath(fieldPath, "value") : fieldPath;
  if (options.value === undefined) throw searchInputError(valuePath, "search.required");
  const read = readFieldValue(field, options.value, valuePath, dateContext(context));
  const caseInsensitive =
    options.case_insensitive !== undefined &&
    readBoolean(options.case_insensitive, childPath(fieldPath, "case_insensitive"));
  if (caseInsensitive && typeof read === "string") {
    return { kind: "like", field, pattern: escapeLike(read), caseInsensitive: true };
  }
  return equals(field, read);
}

function parseTerms(body: unknown, path: string, context: ParseContext): Query {
  const { field, value, fieldPath } = readFieldClause(body, path, context);
  if (isJsonObject(value))
    throw searchInputError(fieldPath, "search.unsupported", `${fieldPath}: terms lookup is not supported.`);
  const values = readArray(value, fieldPath);
  if (values.length > maxTermsValues) throw searchInputError(fieldPath, "search.too_large");
  const dates = dateContext(context);
  return {
    kind: "in",
    field,
    values: values.map((item, index) => readFieldValue(field, item, itemPath(fieldPath, index), dates)),
  };
}

function parseRange(body: unknown, path: string, context: ParseContext): Query {
  const { field, value, fieldPath } = readFieldClause(body, path, context);
  const options = readObject(value, fieldPath);
  checkKeys(options, fieldPath, ["gt", "gte", "lt", "lte", "format", "time_zone", "boost"]);
  requireFieldType(field, fieldPath, ["keyword", "text", "number", "date"]);
  if (field.type !== "date" && (options.format !== undefined || options.time_zone !== undefined)) {
    const key = options.format !== undefined ? "format" : "time_zone";
    throw searchInputError(childPath(fieldPath, key), "search.field_type");
  }
  const dates = dateContext(
    context,
    readTimeZone(options.time_zone, childPath(fieldPath, "time_zone")),
    readDateFormat(options.format, childPath(fieldPath, "format")),
  );
  const bounds: Query[] = [];
  for (const [key, op, roundUp] of [
    ["gt", ">", true],
    ["gte", ">=", false],
    ["lt", "<", false],
    ["lte", "<=", true],
  ] as const) {
    const bound = options[key];
    if (bound === undefined || bound === null) continue;
    const read = readFieldValue(field, bound, childPath(fieldPath, key), dates, roundUp);
    bounds.push({ kind: "compare", field, op, value: read });
  }
  return bounds.length === 0 ? { kind: "exists", field } : allOf(bounds);
}

function parseMatch(
  kind: "match" | "match_phrase" | "match_phrase_prefix",
  body: unknown,
  path: string,
  context: ParseContext,
): Query {
  const { field, value, fieldPath } = readFieldClause(body, path, context);
  const options = fieldOptions(value, "query");
  const known = {
    match: ["query", "operator", "boost"],
    match_phrase: ["query", "boost"],
    match_phrase_prefix: ["query", "boost", "max_expansions"],
  }[kind];
  checkKeys(options, fieldPath, known);
  const queryPath = isJsonObject(value) ? childPath(fieldPath, "query") : fieldPath;
  if (options.query === undefined) throw searchInputError(queryPath, "search.required");
  const dates = dateContext(context);
  const text = readFieldValue({ ...field, type: "keyword" }, options.query, queryPath, dates) as string;
  const onWord = (word: string) => {
    const query = textOnField(field, word, dates);
    if (!query) throw searchInputError(queryPath, "search.invalid", `${queryPath}: not a ${field.type} value.`);
    return query;
  };
  if (kind === "match") {
    const operator =
      options.operator === undefined
        ? "or"
        : readString(options.operator, childPath(fieldPath, "operator")).toLowerCase();
    if (operator !== "or" && operator !== "and")
      throw searchInputError(childPath(fieldPath, "operator"), "search.invalid");
    return field.type === "text" ? matchWords(wordsOf(text), operator, onWord) : onWord(text);
  }
  if (kind === "match_phrase") return onWord(text);
  requireFieldType(field, fieldPath, ["text", "keyword"]);
  checkPatternBounds(text, queryPath, 0);
  // The phrase's last word is a prefix: on text, anywhere inside already covers it.
  return field.type === "text"
    ? containsText(field, text)
    : { kind: "like", field, pattern: `${escapeLike(text)}%`, caseInsensitive: false };
}

function parsePattern(kind: "wildcard" | "prefix", body: unknown, path: string, context: ParseContext): Query {
  const { field, value, fieldPath } = readFieldClause(body, path, context);
  requireFieldType(field, fieldPath, ["text", "keyword"]);
  const options = fieldOptions(value, "value");
  checkKeys(
    options,
    fieldPath,
    kind === "wildcard" ? ["value", "wildcard", "case_insensitive", "boost"] : ["value", "case_insensitive", "boost"],
  );
  const valueKey = options.value === undefined && kind === "wildcard" ? "wildcard" : "value";
  const valuePath = isJsonObject(value) ? childPath(fieldPath, valueKey) : fieldPath;
  if (options[valueKey] === undefined) throw searchInputError(valuePath, "search.required");
  const pattern = readString(options[valueKey], valuePath);
  checkPatternBounds(pattern, valuePath, kind === "wildcard" ? countWildcards(pattern) : 0);
  const caseInsensitive =
    options.case_insensitive !== undefined &&
    readBoolean(options.case_insensitive, childPath(fieldPath, "case_insensitive"));
  if (kind === "prefix") {
    return {
      kind: "like",
      field,
      pattern: `${escapeLike(pattern)}%`,
      caseInsensitive: caseInsensitive || field.type === "text",
    };
  }
  return wildcardOnField(field, pattern, caseInsensitive);
}

function parseQueryStringClause(
  flavour: QueryStringFlavour,
  body: unknown,
  path: string,
  context: ParseContext,
): Query {
  const object = readObject(body, path);
  const known =
    flavour === "query_string"
      ? [
          "query",
          "fields",
          "default_field",
          "default_operator",
          "allow_leading_wildcard",
          "analyze_wildcard",
          "lenient",
          "boost",
        ]
      : ["query", "fields", "default_operator", "analyze_wildcard", "lenient", "boost"];
  checkKeys(object, path, known);
  const queryPath = childPath(path, "query");
  if (object.query === undefined) throw searchInputError(queryPath, "search.required");
  const text = readString(object.query, queryPath);
  const fields = readQueryFields(object, path, context);
  const operatorPath = childPath(path, "default_operator");
  const operator =
    object.default_operator === undefined ? "or" : readString(object.default_operator, operatorPath).toLowerCase();
  if (operator !== "or" && operator !== "and") throw searchInputError(operatorPath, "search.invalid");
  for (const flag of ["analyze_wildcard", "lenient"] as const) {
    if (object[flag] !== undefined) readBoolean(object[flag], childPath(path, flag));
  }
  return parseQueryString(text, {
    mapping: context.mapping,
    fields,
    defaultOperator: operator,
    allowLeadingWildcard:
      object.allow_leading_wildcard === undefined ||
      readBoolean(object.allow_leading_wildcard, childPath(path, "allow_leading_wildcard")),
    dates: dateContext(context),
    flavour,
    path: queryPath,
  });
}

/**
 * The named fields a query string searches (`fields`, or `default_field`);
 * `name^2` boosts are accepted, `*` patterns expand over the index's fields.
 * Searching every field without naming them is outside the subset.
 */
function readQueryFields(object: JsonObject, path: string, context: ParseContext): ResolvedField[] {
  const fieldsPath = object.fields !== undefined ? childPath(path, "fields") : childPath(path, "default_field");
  const names =
    object.fields !== undefined
      ? readArray(object.fields, fieldsPath).map((name, index) => readString(name, itemPath(fieldsPath, index)))
      : object.default_field !== undefined
        ? [readString(object.default_field, fieldsPath)]
        : [];
  if (names.length === 0) {
    throw searchInputError(childPath(path, "fields"), "search.required", `${path}: name the fields to search.`);
  }
  const resolved: ResolvedField[] = [];
  names.forEach((rawName, index) => {
    const name = rawName.replace(/\^\d+(\.\d+)?$/, "");
    const namePath = object.fields !== undefined ? itemPath(fieldsPath, index) : fieldsPath;
    if (name.includes("*")) {
      const pattern = new RegExp(
        `^${name
          .split("*")
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
          .join(".*")}$`,
      );
      const matching = Object.keys(context.mapping.fields).filter((candidate) => pattern.test(candidate));
      if (matching.length === 0) throw searchInputError(namePath, "search.unknown_field");
      for (const candidate of matching) resolved.push(resolveField(context.mapping, candidate, namePath));
    } else {
      resolved.push(resolveField(context.mapping, name, namePath));
    }
  });
  return resolved;
}
