import type { SearchIndexName } from "@ondine/domain";
import { type FieldNode, type GraphQLResolveInfo, Kind } from "graphql";
import { searchIndex } from "../search";
import type { GraphqlContext } from "./graphql-context";
import { decodePageCursor, encodePageCursor } from "./page-cursor";
import { maxPageSize, pageSizeOf } from "./page-size";

type Clause = Record<string, unknown>;

export type PageArguments = { first?: number | null; after?: string | null };

export type Connection<Node> = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: Node }[];
  nodes: Node[];
};

export type ConnectionSearch<Node> = {
  index: SearchIndexName;
  filter: Clause[];
  /** Ends with a unique value, or search_after skips ties (docs/search.md "Paging"). */
  sort: Clause[];
  /** The index fields the nodes are made of. */
  source: readonly string[];
  toNode: (source: Record<string, unknown>) => Node;
};

/** Whether the query asks for the connection's totalCount (a fragment may: then yes). */
export function asksForTotal(info: GraphQLResolveInfo): boolean {
  return info.fieldNodes.some((field: FieldNode) =>
    (field.selectionSet?.selections ?? []).some(
      (selection) => selection.kind !== Kind.FIELD || selection.name.value === "totalCount",
    ),
  );
}

/**
 * A page of a search index as a GraphQL connection: the same search the
 * proxy runs (`POST /es_proxy/{index}/_search`), so the same access rule,
 * scope and limits. One more item than asked tells whether a next page
 * exists; the total is counted only when asked for.
 */
export async function searchConnection<Node>(
  context: GraphqlContext,
  info: GraphQLResolveInfo,
  page: PageArguments,
  search: ConnectionSearch<Node>,
): Promise<Connection<Node>> {
  const size = pageSizeOf(page.first);
  const withTotal = asksForTotal(info);
  const answer = await searchIndex(context.search, {
    index: search.index,
    body: {
      query: { bool: { filter: search.filter } },
      sort: search.sort,
      size: size + 1,
      _source: search.source,
      track_total_hits: withTotal,
      ...(page.after ? { search_after: decodePageCursor(page.after) } : {}),
    },
    urlParameters: {},
    actor: context.actor,
    scope: context.scope,
    now: context.now,
  });
  const hits = answer.hits.hits.slice(0, size);
  const edges = hits.map((hit) => ({
    // Made only when an edge's cursor is asked for: a page usually needs its endCursor alone.
    get cursor() {
      return encodePageCursor(hit.sort as unknown[]);
    },
    node: search.toNode(hit._source as Record<string, unknown>),
  }));
  const total = answer.hits.total;
  const last = hits.at(-1);
  return {
    // Counted only when asked for (asksForTotal); 0 is never read otherwise.
    totalCount: typeof total === "number" ? total : (total?.value ?? 0),
    pageInfo: {
      hasNextPage: answer.hits.hits.length > size,
      endCursor: last ? encodePageCursor(last.sort as unknown[]) : null,
    },
    edges,
    nodes: edges.map((edge) => edge.node),
  };
}

type SearchContext = Pick<GraphqlContext, "search" | "actor" | "scope" | "now">;

/** The documents of an index the filter finds in the caller's scope, up to `size` (for lookups by ids). */
export async function searchMany<Node>(
  context: SearchContext,
  search: Pick<ConnectionSearch<Node>, "index" | "source" | "toNode" | "filter">,
  size = maxPageSize,
): Promise<Node[]> {
  const answer = await searchIndex(context.search, {
    index: search.index,
    body: { query: { bool: { filter: search.filter } }, size, _source: search.source, track_total_hits: false },
    urlParameters: {},
    actor: context.actor,
    scope: context.scope,
    now: context.now,
  });
  return answer.hits.hits.map((hit) => search.toNode(hit._source as Record<string, unknown>));
}

/** The one document of an index the filter finds, in the caller's scope; undefined when out of it or unknown. */
export async function searchOne<Node>(
  context: SearchContext,
  search: Pick<ConnectionSearch<Node>, "index" | "source" | "toNode" | "filter">,
): Promise<Node | undefined> {
  const [node] = await searchMany(context, search, 1);
  return node;
}
