import { customersPageBody } from "@ondine/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { searchIndex } from "../../../api/search-proxy";
import type { DashboardSearch } from "../dashboard-search";

/** A guest as the guest_users index gives it (docs/search.md): named fields and any other the index adds. */
export type CustomerDocument = Record<string, unknown> & { id: number };

export interface CustomersPage {
  customers: CustomerDocument[];
  total: number;
}

export async function findCustomers(search: DashboardSearch, signal?: AbortSignal): Promise<CustomersPage> {
  const response = await searchIndex<CustomerDocument>("guest_users", customersPageBody(search, new Date()), signal);
  return {
    customers: response.hits.hits.map((hit) => hit._source),
    total: response.hits.total?.value ?? response.hits.hits.length,
  };
}

export function useCustomers({ view: _view, customer: _customer, ...search }: DashboardSearch) {
  return useQuery({
    queryKey: ["statistics", "customers", search],
    queryFn: ({ signal }) => findCustomers(search, signal),
    placeholderData: keepPreviousData,
  });
}
