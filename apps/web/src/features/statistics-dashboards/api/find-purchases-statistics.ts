import { purchasesStatisticsBody } from "@ondine/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { searchIndex } from "../../../api/search-proxy";
import type { DashboardSearch } from "../dashboard-search";
import { countedEntriesOf, type DashboardCounts, dashboardCountsOf, metricValueOf } from "./dashboard-aggregations";

export interface PurchasesStatistics extends DashboardCounts {
  turnoverTtc: number;
  turnoverHt: number;
  /** The purchases' currency (ISO code), euros when none was sold. */
  currency: string;
}

const defaultCurrency = "EUR";

export async function findPurchasesStatistics(
  search: DashboardSearch,
  signal?: AbortSignal,
): Promise<PurchasesStatistics> {
  const response = await searchIndex<unknown>("purchases", purchasesStatisticsBody(search), signal);
  return {
    ...dashboardCountsOf(response),
    turnoverTtc: metricValueOf(response, "turnover_ttc"),
    turnoverHt: metricValueOf(response, "turnover_ht"),
    currency: countedEntriesOf(response, "currencies")[0]?.key ?? defaultCurrency,
  };
}

export function usePurchasesStatistics({ view: _view, page: _page, customer: _customer, ...search }: DashboardSearch) {
  return useQuery({
    queryKey: ["statistics", "purchases", search],
    queryFn: ({ signal }) => findPurchasesStatistics(search, signal),
    placeholderData: keepPreviousData,
  });
}
