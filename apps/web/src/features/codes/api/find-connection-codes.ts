import { searchResultWindow } from "@ondine/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { searchIndex } from "../../../api/search-proxy";
import type { ConnectionCodeDocument } from "../coupon-document";

export const connectionCodesPageSize = 25;

export interface ConnectionCodesFilter {
  search?: string;
  organism?: number;
  site?: number;
  page?: number;
}

export interface ConnectionCodesPage {
  codes: ConnectionCodeDocument[];
  total: number;
}

/** The connection_codes index query (docs/search.md "Connection codes of a residence"). */
export function connectionCodesBody(filter: ConnectionCodesFilter): Record<string, unknown> {
  const filters: Record<string, unknown>[] = [];
  if (filter.site !== undefined) filters.push({ term: { site_id: filter.site } });
  else if (filter.organism !== undefined) filters.push({ term: { "organism.id": filter.organism } });
  const search = filter.search?.trim();
  const bool: Record<string, unknown> = { filter: filters };
  if (search) {
    bool.must = [
      {
        simple_query_string: {
          query: search,
          fields: ["code", "first_name", "last_name", "email", "resident_id", "residence"],
          default_operator: "and",
        },
      },
    ];
  }
  const page = filter.page ?? 1;
  return {
    size: connectionCodesPageSize,
    from: Math.min((page - 1) * connectionCodesPageSize, searchResultWindow - connectionCodesPageSize),
    track_total_hits: true,
    sort: [{ created_at: { order: "desc" } }],
    query: { bool },
  };
}

export async function findConnectionCodes(
  filter: ConnectionCodesFilter,
  signal?: AbortSignal,
): Promise<ConnectionCodesPage> {
  const response = await searchIndex<ConnectionCodeDocument>("connection_codes", connectionCodesBody(filter), signal);
  return { codes: response.hits.hits.map((hit) => hit._source), total: response.hits.total?.value ?? 0 };
}

export function connectionCodesQueryOptions(filter: ConnectionCodesFilter) {
  return queryOptions({
    queryKey: ["connection_codes", filter],
    queryFn: ({ signal }) => findConnectionCodes(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useConnectionCodes(filter: ConnectionCodesFilter) {
  return useQuery(connectionCodesQueryOptions(filter));
}
