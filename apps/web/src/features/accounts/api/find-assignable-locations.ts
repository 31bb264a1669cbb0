import {
  type LocationType,
  locationOptionsAnswerSchema,
  locationOptionsLimitMax,
  offeredSiteStates,
} from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

/** A location a user can be given, as the location picker lists it. */
export interface AssignableLocation {
  location_id: number;
  location_type: LocationType;
  name: string;
  /** A site's organism, to tell apart sites of the same name. */
  organism_name: string | null;
}

/** GET /locations: organisms and sites of the caller's scope whose name holds `search`. */
export async function findAssignableLocations(search: string, signal?: AbortSignal): Promise<AssignableLocation[]> {
  // docs/product.md#accounts: the user location pickers also offer sites in study. As many
  // matches as the call gives at once; the search narrows the rest.
  const { locations } = await apiCall("GET", "/locations", locationOptionsAnswerSchema, {
    query: { search: search.trim() || undefined, state: offeredSiteStates.userPicker, limit: locationOptionsLimitMax },
    signal,
  });
  return locations.map((location) => ({
    location_id: location.id,
    location_type: location.type,
    name: location.name,
    organism_name: location.type === "Site" ? location.organism_name : null,
  }));
}

export function assignableLocationsQueryOptions(search: string) {
  return queryOptions({
    queryKey: ["locations", "assignable", search.trim()],
    queryFn: ({ signal }) => findAssignableLocations(search, signal),
    staleTime: 60_000,
    // The picker falls back to the user's own locations at once rather than after retries.
    retry: false,
  });
}

export function useAssignableLocations(search: string) {
  return useQuery(assignableLocationsQueryOptions(search));
}
