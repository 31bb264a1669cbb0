import {
  callerLocationsSearch,
  type LocationDocument,
  locationQuerySize,
  monitoringCacheMs,
  siteStatesFor,
} from "@ondine/domain";
import { queryOptions } from "@tanstack/react-query";
import { searchIndex } from "../../../api/search-proxy";

// The caller's locations: fetcher and query options. They live apart from the
// hook (find-caller-locations.ts) because the root route asks for them as the
// page starts: importing the hook would put useQuery before sign-in.

/** One load serves the header search (sites in production) and the home map (VSR too). */
const loadedSiteStates = siteStatesFor(["selection", "homeMap"]);

/**
 * Every organism and site the caller holds, through the search proxy's
 * locations index (docs/product.md#search), 3,000 a page: a caller holding more pages on
 * with `search_after`.
 */
export async function findCallerLocations(signal?: AbortSignal): Promise<LocationDocument[]> {
  const locations: LocationDocument[] = [];
  let searchAfter: unknown[] | undefined;
  for (;;) {
    const page = await searchIndex<LocationDocument>(
      "locations",
      callerLocationsSearch(loadedSiteStates, searchAfter),
      signal,
    );
    const hits = page.hits.hits;
    for (const hit of hits) locations.push(hit._source);
    searchAfter = hits.at(-1)?.sort;
    if (hits.length < locationQuerySize || !searchAfter) return locations;
  }
}

export function callerLocationsQueryOptions() {
  return queryOptions({
    queryKey: ["locations", "caller"],
    queryFn: ({ signal }) => findCallerLocations(signal),
    // Locations change when an admin edits an account: rarely, and a reload shows it.
    staleTime: monitoringCacheMs.siteFull,
  });
}
