import type { IndexMapping } from "../mappings/index-mapping";
import { searchInputError } from "../search-input-error";
import { type DateFormat, defaultDateFormat, parseDateFormat } from "./date-format";
import type { DateContext } from "./date-math";
import { readString } from "./json-reader";
import { type TimeZone, timeZoneFrom, utc } from "./time-zone";

/** What parsing a body needs: the index's fields, the request's clock, and a budget against huge bodies. */
export type ParseContext = {
  readonly mapping: IndexMapping;
  /** Milliseconds: `now` of date math. */
  readonly now: number;
  /** Query and aggregation nodes read so far. */
  nodes: number;
};

/** Bodies with more nodes than this answer 400 search.too_large (Elasticsearch caps clauses likewise). */
export const maxQueryNodes = 4096;

export function countNode(context: ParseContext, path: string): void {
  context.nodes += 1;
  if (context.nodes > maxQueryNodes) {
    throw searchInputError(path, "search.too_large", `The body holds more than ${maxQueryNodes} clauses.`);
  }
}

export function readTimeZone(value: unknown, path: string): TimeZone {
  if (value === undefined) return utc;
  const zone = timeZoneFrom(readString(value, path));
  if (!zone) throw searchInputError(path, "search.invalid", `${path}: unknown time zone.`);
  return zone;
}

export function readDateFormat(value: unknown, path: string): DateFormat {
  if (value === undefined) return defaultDateFormat;
  const format = parseDateFormat(readString(value, path));
  if (!format) throw searchInputError(path, "search.unsupported", `${path}: this date format is not supported.`);
  return format;
}

export function dateContext(context: ParseContext, zone: TimeZone = utc, format = defaultDateFormat): DateContext {
  return { now: context.now, zone, format };
}
