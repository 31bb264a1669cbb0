import { z } from "zod";

/**
 * `POST|GET /es_proxy/{index}/_search` (docs/search.md): Elasticsearch's
 * response shape. `_source` is the index's document (its fields:
 * docs/search.md "Indexes and their fields"), absent when the search asked
 * `_source: false`; `sort` the hit's sort values when the search sorted.
 * Documents are not scored: `_score` is 1, or null when sorted by a field.
 */
export function searchAnswerSchemaOf<Source extends z.ZodType>(source: Source) {
  return z.object({
    took: z.number().int(),
    timed_out: z.literal(false),
    _shards: z.object({
      total: z.literal(1),
      successful: z.literal(1),
      skipped: z.literal(0),
      failed: z.literal(0),
    }),
    hits: z.object({
      /** Absent with `track_total_hits: false`; a number with `rest_total_hits_as_int`. */
      total: z
        .union([z.number().int(), z.object({ value: z.number().int(), relation: z.enum(["eq", "gte"]) })])
        .optional(),
      max_score: z.literal(1).nullable(),
      hits: z.array(
        z.object({
          _index: z.string(),
          _id: z.string(),
          _score: z.literal(1).nullable(),
          _source: source.optional(),
          sort: z.array(z.unknown()).optional(),
        }),
      ),
    }),
    /** By the names the search gave them; each in Elasticsearch's shape for its kind (docs/search.md). */
    aggregations: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  });
}

/** Any index's answer, its documents as JSON objects: what the route declares. */
export const searchAnswerSchema = searchAnswerSchemaOf(z.record(z.string(), z.unknown()));
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
