import { type AdvertisementListAnswer, advertisementLimits, advertisementListAnswerSchema } from "@ondine/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import type { AdvertisementsListFilters } from "../advertisements-list-filters";
import { advertisementsApiPath } from "./advertisements-path";
import { advertisementsPageQueryKey } from "./advertisements-query-keys";

/**
 * GET /portal_annoucements?per_page=20&page={n} (docs/product.md#announcements): one page of the
 * caller's announcements passing the list's filters.
 */
export function findAdvertisements(
  page: number,
  filters: AdvertisementsListFilters = {},
  signal?: AbortSignal,
): Promise<AdvertisementListAnswer> {
  return apiCall("GET", advertisementsApiPath, advertisementListAnswerSchema, {
    query: { per_page: advertisementLimits.perPage, page, ...filters },
    signal,
  });
}

export function advertisementsPageQueryOptions(page: number, filters: AdvertisementsListFilters = {}) {
  return queryOptions({
    queryKey: advertisementsPageQueryKey(page, filters),
    queryFn: ({ signal }) => findAdvertisements(page, filters, signal),
  });
}

/** One page of the list; the previous page stays on screen while the next loads (no flash on pagination). */
export function useAdvertisementsPage(page: number, filters: AdvertisementsListFilters = {}) {
  return useQuery({ ...advertisementsPageQueryOptions(page, filters), placeholderData: keepPreviousData });
}
