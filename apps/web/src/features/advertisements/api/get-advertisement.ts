import { type Advertisement, advertisementAnswerSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { advertisementsApiPath } from "./advertisements-path";
import { advertisementQueryKey } from "./advertisements-query-keys";

/**
 * GET /portal_annoucements/{id}: one announcement of the caller's (another
 * customer's answers 404), inside `{advertisement}` as POST and PUT answer it.
 */
export async function getAdvertisement(id: number, signal?: AbortSignal): Promise<Advertisement> {
  const answer = await apiCall("GET", `${advertisementsApiPath}/${id}`, advertisementAnswerSchema, { signal });
  return answer.advertisement;
}

export function advertisementQueryOptions(id: number) {
  return queryOptions({
    queryKey: advertisementQueryKey(id),
    queryFn: ({ signal }) => getAdvertisement(id, signal),
  });
}

/** The announcement an edit form opens with. */
export function useAdvertisement(id: number) {
  return useQuery(advertisementQueryOptions(id));
}
