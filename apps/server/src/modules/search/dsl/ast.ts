import type { FieldMapping, FieldType } from "../mappings/index-mapping";
import type { CalendarUnit } from "./calendar";
import type { DateFormat } from "./date-format";
import type { TimeZone } from "./time-zone";

/** A field of the index as a request names it; `.keyword` of a text field reads it as a keyword. */
export type ResolvedField = { readonly name: string; readonly type: FieldType; readonly mapping: FieldMapping };

/** A value in the field's type: text for keyword and text, a number, a boolean, or a date in epoch milliseconds. */
export type FieldValue = string | number | boolean;

export type Comparison = "=" | ">" | ">=" | "<" | "<=";

/**
 * A query, normalized: every construct of the subset (match, range,
 * query_string...) reads as these few nodes, which compile to SQL.
 */
export type Query =
  | { readonly kind: "all" }
  | { readonly kind: "none" }
  | {
      readonly kind: "bool";
      readonly must: readonly Query[];
      readonly should: readonly Query[];
      readonly mustNot: readonly Query[];
      /** How many `should` clauses must match (0: none needed). */
      readonly minimumShould: number;
    }
  | { readonly kind: "compare"; readonly field: ResolvedField; readonly op: Comparison; readonly value: FieldValue }
  | { readonly kind: "in"; readonly field: ResolvedField; readonly values: readonly FieldValue[] }
  | { readonly kind: "exists"; readonly field: ResolvedField }
  /** A LIKE pattern (`%` and `_` wildcards, `\` escapes) over a keyword or text field. */
  | {
      readonly kind: "like";
      readonly field: ResolvedField;
      readonly pattern: string;
      readonly caseInsensitive: boolean;
    }
  | { readonly kind: "ids"; readonly values: readonly string[] };

export type SortTarget =
  | { readonly kind: "field"; readonly field: ResolvedField }
  | { readonly kind: "id" }
  | { readonly kind: "doc" }
  | { readonly kind: "score" };

export type SortClause = {
  readonly target: SortTarget;
  readonly order: "asc" | "desc";
  /** Where documents without the value go. */
  readonly missing: "first" | "last";
};

/** A `search_after` value: null for a document that had no value. */
export type SortValue = FieldValue | null;

export type SourceFilter = false | { readonly includes: readonly string[]; readonly excludes: readonly string[] };

export type DateRendering = { readonly zone: TimeZone; readonly format: DateFormat };

export type MetricOp = "sum" | "avg" | "min" | "max" | "cardinality" | "value_count";

export type TermsOrder = {
  readonly by:
    | { readonly kind: "count" }
    | { readonly kind: "key" }
    | { readonly kind: "metric"; readonly name: string };
  readonly direction: "asc" | "desc";
};

/** `regex`: an anchored PostgreSQL ARE that lucene-regexp.ts wrote from the caller's pattern. */
export type ValueFilter = { readonly values: readonly FieldValue[] } | { readonly regex: string };

export type HistogramInterval =
  | { readonly kind: "calendar"; readonly unit: CalendarUnit }
  | { readonly kind: "fixed"; readonly milliseconds: number };

export type AggRange = {
  readonly key: string | undefined;
  readonly from: number | undefined;
  readonly to: number | undefined;
};

export type Aggs = Readonly<Record<string, Agg>>;

export type Agg =
  | {
      readonly kind: "terms";
      readonly field: ResolvedField;
      readonly size: number;
      readonly order: readonly TermsOrder[];
      readonly minDocCount: number;
      readonly missing: FieldValue | undefined;
      readonly include: ValueFilter | undefined;
      readonly exclude: ValueFilter | undefined;
      readonly dates: DateRendering;
      readonly aggs: Aggs;
    }
  | {
      readonly kind: "date_histogram";
      readonly field: ResolvedField;
      readonly interval: HistogramInterval;
      readonly minDocCount: number;
      readonly extendedBounds: { readonly min: number | undefined; readonly max: number | undefined } | undefined;
      readonly order: { readonly by: "key" | "count"; readonly direction: "asc" | "desc" };
      readonly keyed: boolean;
      readonly dates: DateRendering;
      readonly aggs: Aggs;
    }
  | {
      readonly kind: "range" | "date_range";
      readonly field: ResolvedField;
      readonly ranges: readonly AggRange[];
      readonly keyed: boolean;
      readonly dates: DateRendering;
      readonly aggs: Aggs;
    }
  | { readonly kind: "filter"; readonly query: Query; readonly aggs: Aggs }
  | { readonly kind: "metric"; readonly op: MetricOp; readonly field: ResolvedField; readonly dates: DateRendering };

export type BucketAgg = Exclude<Agg, { kind: "metric" }>;

/** Whether `track_total_hits` asks for an exact count, a count up to a bound, or none. */
export type TotalHits =
  | { readonly kind: "exact" }
  | { readonly kind: "upTo"; readonly bound: number }
  | { readonly kind: "off" };

export type SearchRequest = {
  readonly query: Query;
  readonly from: number;
  readonly size: number;
  readonly sort: readonly SortClause[];
  readonly searchAfter: readonly SortValue[] | undefined;
  readonly totalHits: TotalHits;
  /** `rest_total_hits_as_int`: hits.total as a plain number. */
  readonly totalAsNumber: boolean;
  readonly aggs: Aggs;
  readonly source: SourceFilter;
};
