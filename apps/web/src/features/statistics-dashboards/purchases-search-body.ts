import { facetTopSize } from "@ondine/domain";
import type { DashboardSearch } from "./dashboard-search";
import { dayRangeFilters, locationFilters, overTimeAggregation, type SearchClause } from "./dashboard-search-filters";

/**
 * The purchases dashboard's figures through the purchases index (SPEC §2
 * "purchases (statistics; succeeded only)", §7): counts, turnover and the
 * charts' buckets, no documents.
 */
export function purchasesStatisticsBody(search: DashboardSearch): SearchClause {
  const filter: SearchClause[] = [
    { term: { succeeded: true } },
    ...locationFilters(search),
    ...dayRangeFilters(search, "purchase_date"),
  ];
  if (search.offer) filter.push({ term: { "offer_name.keyword": search.offer } });
  const must: SearchClause[] = search.q?.trim()
    ? [
        {
          simple_query_string: {
            query: search.q.trim(),
            fields: ["reference", "email", "offer_name"],
            default_operator: "and",
          },
        },
      ]
    : [];
  return {
    size: 0,
    track_total_hits: true,
    query: { bool: must.length > 0 ? { filter, must } : { filter } },
    aggs: {
      turnover_ttc: { sum: { field: "total_amount_ttc" } },
      turnover_ht: { sum: { field: "total_amount_ht" } },
      currencies: { terms: { field: "currency", size: 1 } },
      offers: { terms: { field: "offer_name.keyword", size: facetTopSize } },
      sites: { terms: { field: "site_name.keyword", size: facetTopSize } },
      over_time: overTimeAggregation(search, "purchase_date"),
    },
  };
}
