import { usedCodesStatisticsBody } from "@ondine/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { searchIndex } from "../../../api/search-proxy";
import type { DashboardSearch } from "../dashboard-search";
import { type DashboardCounts, dashboardCountsOf } from "./dashboard-aggregations";

export async function findUsedCodesStatistics(search: DashboardSearch, signal?: AbortSignal): Promise<DashboardCounts> {
  return dashboardCountsOf(await searchIndex<unknown>("coupons", usedCodesStatisticsBody(search), signal));
}

export function useUsedCodesStatistics({
  view: _view,
  page: _page,
  customer: _customer,
  q: _q,
  ...search
}: DashboardSearch) {
  return useQuery({
    queryKey: ["statistics", "used-codes", search],
    queryFn: ({ signal }) => findUsedCodesStatistics(search, signal),
    placeholderData: keepPreviousData,
  });
}
