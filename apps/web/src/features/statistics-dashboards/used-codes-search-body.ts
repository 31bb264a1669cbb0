import { facetTopSize } from "@ondine/domain";
import type { DashboardSearch } from "./dashboard-search";
import { dayRangeFilters, locationFilters, overTimeAggregation, type SearchClause } from "./dashboard-search-filters";

/**
 * The used codes dashboard's figures through the coupons index (SPEC §2
 * "codes statistics (only used)", "only codes created by back-office
 * users"; §7 "used, first provisioning date, creator type CenterUser").
 * Figures only (`size: 0`, no personal field): the codes statistics role
 * reads nothing else of the index (docs/search.md "Roles").
 */
export function usedCodesStatisticsBody(search: DashboardSearch): SearchClause {
  const filter: SearchClause[] = [
    { term: { used: true } },
    { term: { creator_type: "CenterUser" } },
    ...locationFilters(search),
    ...dayRangeFilters(search, "first_provisioning_date"),
  ];
  if (search.offer) filter.push({ term: { "coupon_def.name.keyword": search.offer } });
  return {
    size: 0,
    track_total_hits: true,
    query: { bool: { filter } },
    aggs: {
      offers: { terms: { field: "coupon_def.name.keyword", size: facetTopSize } },
      sites: { terms: { field: "site_name.keyword", size: facetTopSize } },
      over_time: overTimeAggregation(search, "first_provisioning_date"),
    },
  };
}
