import { type AdvertisementListAnswer, advertisementLimits } from "@ondine/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { advertisementsApiPath } from "./advertisements-path";
import { advertisementsPageQueryKey } from "./advertisements-query-keys";

/** GET /portal_annoucements?per_page=20&page={n} (SPEC §7): one page of the caller's announcements. */
export function findAdvertisements(page: number, signal?: AbortSignal): Promise<AdvertisementListAnswer> {
  return apiRequest<AdvertisementListAnswer>("GET", advertisementsApiPath, {
    query: { per_page: advertisementLimits.perPage, page },
    signal,
  });
}

export function advertisementsPageQueryOptions(page: number) {
  return queryOptions({
    queryKey: advertisementsPageQueryKey(page),
    queryFn: ({ signal }) => findAdvertisements(page, signal),
  });
}

/** One page of the list; the previous page stays on screen while the next loads (no flash on pagination). */
export function useAdvertisementsPage(page: number) {
  return useQuery({ ...advertisementsPageQueryOptions(page), placeholderData: keepPreviousData });
}
