import type { AggResult } from "./aggregations/agg-results";
import type { SourceColumn } from "./compile/hits-query";
import type { SearchRequest, SortClause } from "./dsl/ast";

export type HitRow = Record<string, unknown>;

export type SearchAnswer = {
  took: number;
  timed_out: false;
  _shards: { total: 1; successful: 1; skipped: 0; failed: 0 };
  hits: {
    total?: number | { value: number; relation: "eq" | "gte" };
    max_score: number | null;
    hits: Record<string, unknown>[];
  };
  aggregations?: Record<string, AggResult>;
};

/** JSON values of a row: dates in ISO 8601, as documents are stored in Elasticsearch. */
function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return Number(value);
  if (Array.isArray(value)) return value.map(jsonValue);
  return value;
}

/** `{"coupon_def.name": x}` as `{"coupon_def": {"name": x}}`; an object whose every value is null is null (no offer). */
function nestedSource(row: HitRow, columns: readonly SourceColumn[]): Record<string, unknown> {
  const source: Record<string, unknown> = {};
  const objects = new Map<string, Record<string, unknown>>();
  for (const column of columns) {
    const parts = column.name.split(".");
    let target = source;
    for (let depth = 0; depth < parts.length - 1; depth++) {
      const part = parts[depth] as string;
      let child = target[part] as Record<string, unknown> | undefined;
      if (!child) {
        child = {};
        target[part] = child;
        objects.set(parts.slice(0, depth + 1).join("."), child);
      }
      target = child;
    }
    target[parts.at(-1) as string] = jsonValue(row[column.alias]);
  }
  for (const [path, object] of [...objects].reverse()) {
    if (Object.values(object).every((value) => value === null)) {
      const parts = path.split(".");
      let parent = source;
      for (const part of parts.slice(0, -1)) parent = parent[part] as Record<string, unknown>;
      parent[parts.at(-1) as string] = null;
    }
  }
  return source;
}

/** A hit's sort values as Elasticsearch gives them: dates in epoch milliseconds, booleans 1 or 0. */
function sortValue(clause: SortClause, value: unknown): unknown {
  if (clause.target.kind === "score") return 1;
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "bigint") return Number(value);
  return value;
}

/**
 * Elasticsearch's response shape. Documents are not scored: every hit
 * scores 1 (null when sorted by a field, as there), which keeps clients
 * that read `_score` and `max_score` working.
 */
export function presentSearchAnswer(input: {
  index: string;
  request: SearchRequest;
  rows: readonly HitRow[];
  source: readonly SourceColumn[];
  total: { value: number; relation: "eq" | "gte" } | undefined;
  aggregations: Record<string, AggResult> | undefined;
  took: number;
}): SearchAnswer {
  const { request } = input;
  const scored = request.sort.length === 0 || request.sort.some((clause) => clause.target.kind === "score");
  const hits = input.rows.map((row) => {
    const hit: Record<string, unknown> = { _index: input.index, _id: row._id, _score: scored ? 1 : null };
    if (request.source !== false) hit._source = nestedSource(row, input.source);
    if (request.sort.length > 0) {
      hit.sort = request.sort.map((clause, index) => sortValue(clause, row[`sort_${index}`]));
    }
    return hit;
  });
  const answer: SearchAnswer = {
    took: input.took,
    timed_out: false,
    _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
    hits: { max_score: scored && hits.length > 0 ? 1 : null, hits },
  };
  if (input.total) answer.hits = { total: request.totalAsNumber ? input.total.value : input.total, ...answer.hits };
  if (input.aggregations) answer.aggregations = input.aggregations;
  return answer;
}
