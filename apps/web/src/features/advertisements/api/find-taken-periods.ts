import {
  type AdvertisementLocationInput,
  type AdvertisementTakenPeriodsAnswer,
  advertisementLocationKey,
  advertisementTakenPeriodsAnswerSchema,
} from "@ondine/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { advertisementsApiPath } from "./advertisements-path";
import { advertisementsQueryKey } from "./advertisements-query-keys";

/**
 * GET /portal_annoucements/taken_periods?locations=Site-12,Organism-3&except=7:
 * the days other announcements hold on those locations (docs/product.md#announcements-validation overlap rule).
 */
export function findTakenPeriods(
  locationKeys: readonly string[],
  exceptId: number | null,
  signal?: AbortSignal,
): Promise<AdvertisementTakenPeriodsAnswer> {
  return apiCall("GET", `${advertisementsApiPath}/taken_periods`, advertisementTakenPeriodsAnswerSchema, {
    query: { locations: locationKeys.join(","), ...(exceptId === null ? {} : { except: exceptId }) },
    signal,
  });
}

export function takenPeriodsQueryOptions(locations: readonly AdvertisementLocationInput[], exceptId: number | null) {
  // One key whatever order the locations were picked in.
  const keys = locations.map(advertisementLocationKey).sort();
  return queryOptions({
    // Under the announcements' key: a save or a delete frees or takes days.
    queryKey: [...advertisementsQueryKey, "taken", keys, exceptId] as const,
    queryFn: ({ signal }) => findTakenPeriods(keys, exceptId, signal),
    enabled: keys.length > 0,
  });
}

/** The periods the form's pickers grey out; none while no location is chosen (or the call failed). */
export function useTakenPeriods(locations: readonly AdvertisementLocationInput[], exceptId: number | null) {
  const query = useQuery({ ...takenPeriodsQueryOptions(locations, exceptId), placeholderData: keepPreviousData });
  return locations.length > 0 ? (query.data?.taken_periods ?? []) : [];
}
