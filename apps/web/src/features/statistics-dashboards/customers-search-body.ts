import { customerDataWindow, searchResultWindow } from "@ondine/domain";
import type { DashboardSearch, DashboardSort } from "./dashboard-search";
import { dayRangeFilters, locationFilters, type SearchClause } from "./dashboard-search-filters";

export const customersPageSize = 20;

// Each order ends with the id so pages never overlap on equal values.
const sortClauses: Record<DashboardSort, SearchClause[]> = {
  created_desc: [{ created_at: { order: "desc" } }, { id: { order: "desc" } }],
  name_asc: [{ last_name: { order: "asc" } }, { first_name: { order: "asc" } }, { id: { order: "asc" } }],
};

/**
 * One page of the customers dashboard through the guest_users index (SPEC
 * §2 "customers (list and table; only newsletter acceptors)", §9 "customer
 * data last six months"): the chosen days narrow the six months, never widen them.
 */
export function customersPageBody(search: DashboardSearch, now: Date): SearchClause {
  const sixMonths = customerDataWindow(now);
  const filter: SearchClause[] = [
    { term: { newsletter: true } },
    { range: { created_at: { gte: sixMonths.startAt.toISOString(), lte: sixMonths.stopAt.toISOString() } } },
    ...locationFilters(search),
    ...dayRangeFilters(search, "created_at"),
  ];
  const must: SearchClause[] = search.q?.trim()
    ? [
        {
          simple_query_string: {
            query: search.q.trim(),
            fields: ["first_name", "last_name", "email"],
            default_operator: "and",
          },
        },
      ]
    : [];
  return {
    query: { bool: must.length > 0 ? { filter, must } : { filter } },
    sort: sortClauses[search.sort ?? "created_desc"],
    from: Math.min(((search.page ?? 1) - 1) * customersPageSize, searchResultWindow - customersPageSize),
    size: customersPageSize,
    track_total_hits: true,
  };
}
