import type { LocationDocument } from "@ondine/domain";
import { useQuery } from "@tanstack/react-query";
import { buildLocationDirectory, type LocationDirectory } from "../location-directory";
import { callerLocationsQueryOptions } from "./caller-locations-options";

/** The caller's locations: fetcher and options in caller-locations-options.ts (kept off the sign-in path), the hook here. */
export { callerLocationsQueryOptions, findCallerLocations } from "./caller-locations-options";

// A stable function, so the directory is built once per answer, not per render.
const toDirectory = (documents: LocationDocument[]) => buildLocationDirectory(documents);

/** The caller's locations, sorted and indexed. */
export function useLocationDirectory(options: { enabled?: boolean } = {}) {
  return useQuery({ ...callerLocationsQueryOptions(), select: toDirectory, enabled: options.enabled ?? true });
}

export type { LocationDirectory };
