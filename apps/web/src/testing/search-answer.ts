import { type SearchAnswer, searchAnswerSchema } from "@ondine/domain";

/**
 * A search proxy's answer as the server gives it (`searchAnswerSchema`,
 * docs/search.md): the envelope around `documents` as hits, sorted in
 * their order, ids `1`, `2`... unless `idOf` names them. Built through the
 * route's schema, so a stub the server could not answer fails where it is made.
 */
export function searchAnswerOf(
  documents: readonly unknown[],
  options: {
    total?: number;
    aggregations?: unknown;
    index?: string;
    idOf?: (document: never, index: number) => string;
  } = {},
): SearchAnswer {
  const { total = documents.length, aggregations, index = "test", idOf } = options;
  return searchAnswerSchema.parse({
    took: 1,
    timed_out: false,
    _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
    hits: {
      total: { value: total, relation: "eq" },
      max_score: null,
      hits: documents.map((document, position) => ({
        _index: index,
        _id: idOf ? idOf(document as never, position) : String(position + 1),
        _score: null,
        _source: document,
        sort: [position],
      })),
    },
    ...(aggregations ? { aggregations } : {}),
  });
}
