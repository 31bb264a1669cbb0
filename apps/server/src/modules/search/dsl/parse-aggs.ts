import { searchInputError } from "../search-input-error";
import type {
  Agg,
  AggRange,
  Aggs,
  DateRendering,
  HistogramInterval,
  MetricOp,
  ResolvedField,
  TermsOrder,
  ValueFilter,
} from "./ast";
import type { CalendarUnit } from "./calendar";
import { parseDateMath } from "./date-math";
import { readFieldValue, requireFieldType, requireSingleValued, resolveField } from "./fields";
import {
  checkKeys,
  childPath,
  isJsonObject,
  itemPath,
  type JsonObject,
  readArray,
  readBoolean,
  readInteger,
  readObject,
  readString,
} from "./json-reader";
import { luceneRegexpToPostgres } from "./lucene-regexp";
import { countNode, dateContext, type ParseContext, readDateFormat, readTimeZone } from "./parse-context";
import { parseQuery } from "./parse-query";

/** Aggregations nest at most this deep. */
const maxAggDepth = 5;
/** Elasticsearch's `search.max_buckets`: no answer holds more buckets. */
export const maxBuckets = 65_536;

const bucketKinds = ["terms", "date_histogram", "range", "date_range", "filter"] as const;
const metricKinds: readonly MetricOp[] = ["sum", "avg", "min", "max", "cardinality", "value_count"];

/** `aggs` (or `aggregations`): named aggregations of the subset (docs/search.md "Aggregations"). */
export function parseAggs(value: unknown, path: string, context: ParseContext, depth = 0): Aggs {
  if (depth >= maxAggDepth) throw searchInputError(path, "search.too_large", `${path}: aggregations nest too deep.`);
  const object = readObject(value, path);
  const aggs: Record<string, Agg> = {};
  for (const [name, definition] of Object.entries(object)) {
    const at = childPath(path, name);
    if (name === "" || /[[\]>]/.test(name))
      throw searchInputError(at, "search.invalid", `${at}: invalid aggregation name.`);
    countNode(context, at);
    aggs[name] = parseAgg(readObject(definition, at), at, context, depth);
  }
  return aggs;
}

function parseAgg(object: JsonObject, path: string, context: ParseContext, depth: number): Agg {
  const kinds = Object.keys(object).filter((key) => key !== "aggs" && key !== "aggregations");
  const [kind] = kinds;
  if (kind === undefined) throw searchInputError(path, "search.required", `${path} needs an aggregation type.`);
  if (kinds.length > 1) throw searchInputError(childPath(path, kinds[1] ?? ""), "search.unsupported");
  if (object.aggs !== undefined && object.aggregations !== undefined) {
    throw searchInputError(
      childPath(path, "aggregations"),
      "search.invalid",
      `${path}: aggs and aggregations both given.`,
    );
  }
  const subKey = object.aggs !== undefined ? "aggs" : "aggregations";
  const subValue = object[subKey];
  const at = childPath(path, kind);
  if ((metricKinds as readonly string[]).includes(kind)) {
    if (subValue !== undefined) {
      throw searchInputError(
        childPath(path, subKey),
        "search.unsupported",
        `${path}: a metric holds no sub-aggregations.`,
      );
    }
    return parseMetric(kind as MetricOp, readObject(object[kind], at), at, context);
  }
  if (!(bucketKinds as readonly string[]).includes(kind)) throw searchInputError(at, "search.unsupported");
  const aggs = subValue === undefined ? {} : parseAggs(subValue, childPath(path, subKey), context, depth + 1);
  const body = object[kind];
  switch (kind as (typeof bucketKinds)[number]) {
    case "filter":
      return { kind: "filter", query: parseQuery(body, at, context), aggs };
    case "terms":
      return parseTerms(readObject(body, at), at, context, aggs);
    case "date_histogram":
      return parseDateHistogram(readObject(body, at), at, context, aggs);
    case "range":
    case "date_range":
      return parseRanges(kind as "range" | "date_range", readObject(body, at), at, context, aggs);
  }
}

function readAggField(object: JsonObject, path: string, context: ParseContext): ResolvedField {
  const fieldPath = childPath(path, "field");
  if (object.field === undefined) throw searchInputError(fieldPath, "search.required");
  const field = resolveField(context.mapping, readString(object.field, fieldPath), fieldPath);
  requireSingleValued(field, fieldPath);
  return field;
}

function readDates(object: JsonObject, path: string): DateRendering {
  return {
    zone: readTimeZone(object.time_zone, childPath(path, "time_zone")),
    format: readDateFormat(object.format, childPath(path, "format")),
  };
}

function parseMetric(op: MetricOp, object: JsonObject, path: string, context: ParseContext): Agg {
  checkKeys(object, path, op === "cardinality" ? ["field", "precision_threshold"] : ["field", "format"]);
  const field = readAggField(object, path, context);
  if (op === "sum" || op === "avg") requireFieldType(field, childPath(path, "field"), ["number"]);
  if (op === "min" || op === "max") requireFieldType(field, childPath(path, "field"), ["number", "date"]);
  if (object.precision_threshold !== undefined) {
    readInteger(object.precision_threshold, childPath(path, "precision_threshold"), { min: 0, max: 40_000 });
  }
  return { kind: "metric", op, field, dates: readDates(object, path) };
}

function parseTerms(object: JsonObject, path: string, context: ParseContext, aggs: Aggs): Agg {
  checkKeys(object, path, [
    "field",
    "size",
    "shard_size",
    "order",
    "min_doc_count",
    "missing",
    "include",
    "exclude",
    "format",
    "show_term_doc_count_error",
  ]);
  const field = readAggField(object, path, context);
  const dates = readDates(object, path);
  const dateValues = dateContext(context, dates.zone, dates.format);
  const size =
    object.size === undefined ? 10 : readInteger(object.size, childPath(path, "size"), { min: 1, max: maxBuckets });
  if (object.shard_size !== undefined)
    readInteger(object.shard_size, childPath(path, "shard_size"), { min: -1, max: maxBuckets });
  if (object.show_term_doc_count_error !== undefined) {
    readBoolean(object.show_term_doc_count_error, childPath(path, "show_term_doc_count_error"));
  }
  const minDocCount =
    object.min_doc_count === undefined
      ? 1
      : readInteger(object.min_doc_count, childPath(path, "min_doc_count"), { min: 0, max: 2 ** 31 - 1 });
  if (minDocCount === 0) {
    throw searchInputError(
      childPath(path, "min_doc_count"),
      "search.unsupported",
      "Terms with min_doc_count 0 are not supported.",
    );
  }
  return {
    kind: "terms",
    field,
    size,
    order: parseTermsOrder(object.order, childPath(path, "order"), aggs),
    minDocCount,
    missing:
      object.missing === undefined
        ? undefined
        : readFieldValue(field, object.missing, childPath(path, "missing"), dateValues),
    include: readValueFilter(object.include, childPath(path, "include"), field, context),
    exclude: readValueFilter(object.exclude, childPath(path, "exclude"), field, context),
    dates,
    aggs,
  };
}

function parseTermsOrder(value: unknown, path: string, aggs: Aggs): TermsOrder[] {
  if (value === undefined) {
    return [
      { by: { kind: "count" }, direction: "desc" },
      { by: { kind: "key" }, direction: "asc" },
    ];
  }
  const list = Array.isArray(value) ? value : [value];
  const orders = list.map((item, index): TermsOrder => {
    const at = Array.isArray(value) ? itemPath(path, index) : path;
    const object = readObject(item, at);
    const entries = Object.entries(object);
    const [entry] = entries;
    if (!entry || entries.length !== 1) throw searchInputError(at, "search.invalid", `${at} must hold one key.`);
    const [key, directionValue] = entry;
    const directionPath = childPath(at, key);
    const direction = readString(directionValue, directionPath).toLowerCase();
    if (direction !== "asc" && direction !== "desc") throw searchInputError(directionPath, "search.invalid");
    if (key === "_count") return { by: { kind: "count" as const }, direction };
    if (key === "_key" || key === "_term") return { by: { kind: "key" as const }, direction };
    const sub = aggs[key];
    if (sub?.kind !== "metric") {
      throw searchInputError(
        directionPath,
        "search.unsupported",
        `${directionPath}: order by _count, _key or a metric sub-aggregation.`,
      );
    }
    return { by: { kind: "metric" as const, name: key }, direction };
  });
  // Ties fall back to the key, as Elasticsearch's do.
  if (!orders.some((order) => order.by.kind === "key")) orders.push({ by: { kind: "key" }, direction: "asc" });
  return orders;
}

/** include/exclude: a list of exact values, or a regular expression over the whole value (keyword fields), translated by our parser. */
function readValueFilter(
  value: unknown,
  path: string,
  field: ResolvedField,
  context: ParseContext,
): ValueFilter | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string") {
    requireFieldType(field, path, ["keyword", "text"]);
    return { regex: luceneRegexpToPostgres(value, path) };
  }
  if (isJsonObject(value)) throw searchInputError(path, "search.unsupported", `${path}: partitions are not supported.`);
  const dates = dateContext(context);
  return {
    values: readArray(value, path).map((item, index) => readFieldValue(field, item, itemPath(path, index), dates)),
  };
}

const calendarNames: Record<string, CalendarUnit> = {
  minute: "minute",
  "1m": "minute",
  hour: "hour",
  "1h": "hour",
  day: "day",
  "1d": "day",
  week: "week",
  "1w": "week",
  month: "month",
  "1M": "month",
  quarter: "quarter",
  "1q": "quarter",
  year: "year",
  "1y": "year",
};

const fixedUnits: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

function readFixedInterval(text: string, path: string): HistogramInterval {
  const match = /^(\d+)(ms|s|m|h|d)$/.exec(text);
  const milliseconds = match ? Number(match[1]) * (fixedUnits[match[2] as string] ?? 0) : 0;
  if (!match || milliseconds <= 0 || milliseconds > 366 * 86_400_000) {
    throw searchInputError(path, "search.invalid", `${path}: a fixed interval such as 30m, 12h or 7d.`);
  }
  return { kind: "fixed", milliseconds };
}

function parseDateHistogram(object: JsonObject, path: string, context: ParseContext, aggs: Aggs): Agg {
  checkKeys(object, path, [
    "field",
    "calendar_interval",
    "fixed_interval",
    "interval",
    "time_zone",
    "format",
    "min_doc_count",
    "extended_bounds",
    "order",
    "keyed",
  ]);
  const field = readAggField(object, path, context);
  requireFieldType(field, childPath(path, "field"), ["date"]);
  const given = (["calendar_interval", "fixed_interval", "interval"] as const).filter(
    (key) => object[key] !== undefined,
  );
  if (given.length !== 1) {
    throw searchInputError(
      childPath(path, "calendar_interval"),
      given.length === 0 ? "search.required" : "search.invalid",
    );
  }
  const intervalKey = given[0] as "calendar_interval" | "fixed_interval" | "interval";
  const intervalPath = childPath(path, intervalKey);
  const intervalText = readString(object[intervalKey], intervalPath);
  let interval: HistogramInterval;
  if (intervalKey === "fixed_interval") {
    interval = readFixedInterval(intervalText, intervalPath);
  } else {
    const unit = calendarNames[intervalText];
    if (unit) interval = { kind: "calendar", unit };
    else if (intervalKey === "interval") interval = readFixedInterval(intervalText, intervalPath);
    else
      throw searchInputError(
        intervalPath,
        "search.invalid",
        `${intervalPath}: a calendar unit (day, week, month, 1M...).`,
      );
  }
  const dates = readDates(object, path);
  const values = dateContext(context, dates.zone, dates.format);
  let extendedBounds: { min: number | undefined; max: number | undefined } | undefined;
  if (object.extended_bounds !== undefined) {
    const boundsPath = childPath(path, "extended_bounds");
    const bounds = readObject(object.extended_bounds, boundsPath);
    checkKeys(bounds, boundsPath, ["min", "max"]);
    const read = (key: "min" | "max") => {
      const bound = bounds[key];
      if (bound === undefined || bound === null) return undefined;
      const instant =
        typeof bound === "string" || typeof bound === "number" ? parseDateMath(bound, values, false) : undefined;
      if (instant === undefined) throw searchInputError(childPath(boundsPath, key), "search.invalid");
      return instant;
    };
    extendedBounds = { min: read("min"), max: read("max") };
  }
  let order: { by: "key" | "count"; direction: "asc" | "desc" } = { by: "key", direction: "asc" };
  if (object.order !== undefined) {
    const orderPath = childPath(path, "order");
    const entries = Object.entries(readObject(object.order, orderPath));
    const [entry] = entries;
    if (!entry || entries.length !== 1 || (entry[0] !== "_key" && entry[0] !== "_count")) {
      throw searchInputError(orderPath, "search.unsupported", `${orderPath}: order by _key or _count.`);
    }
    const direction = readString(entry[1], childPath(orderPath, entry[0])).toLowerCase();
    if (direction !== "asc" && direction !== "desc")
      throw searchInputError(childPath(orderPath, entry[0]), "search.invalid");
    order = { by: entry[0] === "_key" ? "key" : "count", direction };
  }
  return {
    kind: "date_histogram",
    field,
    interval,
    minDocCount:
      object.min_doc_count === undefined
        ? 0
        : readInteger(object.min_doc_count, childPath(path, "min_doc_count"), { min: 0, max: 2 ** 31 - 1 }),
    extendedBounds,
    order,
    keyed: object.keyed !== undefined && readBoolean(object.keyed, childPath(path, "keyed")),
    dates,
    aggs,
  };
}

function parseRanges(
  kind: "range" | "date_range",
  object: JsonObject,
  path: string,
  context: ParseContext,
  aggs: Aggs,
): Agg {
  checkKeys(
    object,
    path,
    kind === "range" ? ["field", "ranges", "keyed"] : ["field", "ranges", "keyed", "format", "time_zone"],
  );
  const field = readAggField(object, path, context);
  requireFieldType(field, childPath(path, "field"), [kind === "range" ? "number" : "date"]);
  const dates = readDates(object, path);
  const values = dateContext(context, dates.zone, dates.format);
  const rangesPath = childPath(path, "ranges");
  if (object.ranges === undefined) throw searchInputError(rangesPath, "search.required");
  const list = readArray(object.ranges, rangesPath);
  if (list.length === 0) throw searchInputError(rangesPath, "search.required");
  if (list.length > 1000) throw searchInputError(rangesPath, "search.too_large");
  const ranges: AggRange[] = list.map((item, index) => {
    const at = itemPath(rangesPath, index);
    const range = readObject(item, at);
    checkKeys(range, at, ["from", "to", "key"]);
    const bound = (key: "from" | "to") => {
      const value = range[key];
      if (value === undefined || value === null) return undefined;
      return readFieldValue(field, value, childPath(at, key), values) as number;
    };
    return {
      key: range.key === undefined ? undefined : readString(range.key, childPath(at, "key")),
      from: bound("from"),
      to: bound("to"),
    };
  });
  // Elasticsearch answers ranges sorted by their bounds.
  const compare = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);
  ranges.sort(
    (a, b) =>
      compare(a.from ?? Number.NEGATIVE_INFINITY, b.from ?? Number.NEGATIVE_INFINITY) ||
      compare(a.to ?? Number.POSITIVE_INFINITY, b.to ?? Number.POSITIVE_INFINITY),
  );
  return {
    kind,
    field,
    ranges,
    keyed: object.keyed !== undefined && readBoolean(object.keyed, childPath(path, "keyed")),
    dates,
    aggs,
  };
}
