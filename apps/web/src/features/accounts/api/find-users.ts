import { type UserState, type UsersPage, usersPageSchema, usersPerPageDefault } from "@ondine/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

export interface UsersFilter {
  search?: string;
  state?: UserState;
  page?: number;
}

export function findUsers(filter: UsersFilter, signal?: AbortSignal): Promise<UsersPage> {
  return apiCall("GET", "/users", usersPageSchema, {
    query: {
      search: filter.search || undefined,
      state: filter.state,
      page: filter.page ?? 1,
      per_page: usersPerPageDefault,
    },
    signal,
  });
}

/** Without a filter: the key every page of the list starts with, for invalidation. */
export function usersQueryOptions(filter?: UsersFilter) {
  return queryOptions({
    queryKey: filter ? ["users", "list", filter] : ["users", "list"],
    queryFn: ({ signal }) => findUsers(filter ?? {}, signal),
    // Typing in the search box keeps the last page on screen until the next one is there.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(filter: UsersFilter) {
  return useQuery(usersQueryOptions(filter));
}
