import { apiRequest } from "./client";

/** The search proxy's indexes (docs/search.md "Indexes and their fields"). */
export type SearchIndexName =
  | "locations"
  | "purchases"
  | "coupons"
  | "center_users"
  | "guest_users"
  | "end_users"
  | "connection_codes"
  | "maintenance_events"
  | "maintenance_interventions";

export interface SearchHit<Source> {
  _id: string;
  _source: Source;
  /** The hit's sort values, to page on with `search_after`. */
  sort?: unknown[];
}

/** The part of Elasticsearch's answer the console reads. */
export interface SearchResponse<Source> {
  /** Present when the search asked for aggregations, by their names. */
  aggregations?: Record<string, unknown>;
  hits: {
    /** Absent when the search sent `track_total_hits: false`. */
    total?: { value: number; relation: "eq" | "gte" };
    hits: SearchHit<Source>[];
  };
}

/** POST /es_proxy/{index}/_search with a body of the documented subset of the query DSL. */
export async function searchIndex<Source>(
  index: SearchIndexName,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<SearchResponse<Source>> {
  // Not parsed here, unlike the other clients: the route guard's locations
  // read is on the JavaScript loaded before sign-in, and the schema would add
  // zod to it (docs/api.md "Answers"). The contract tests check this answer
  // against the route's searchAnswerSchema instead.
  return apiRequest<SearchResponse<Source>>("POST", `/es_proxy/${index}/_search`, { body, signal });
}

/** The documents of an answer, in its order. */
export function sourcesOf<Source>(response: SearchResponse<Source>): Source[] {
  return response.hits.hits.map((hit) => hit._source);
}
