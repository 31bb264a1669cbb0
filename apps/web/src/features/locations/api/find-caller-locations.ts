import type { LocationDocument } from "@ondine/domain";
import { useQuery } from "@tanstack/react-query";
import { buildLocationDirectory, type LocationDirectory } from "../location-directory";
import { callerLocationsQueryOptions } from "./caller-locations-options";

/** The caller's locations: fetcher and options in caller-locations-options.ts (kept off the sign-in path), the hook here. */
export { callerLocationsQueryOptions, findCallerLocations } from "./caller-locations-options";

// The directory of an answer, built once: TanStack Query runs `select` for each component that
// reads the locations (the header's search, the address keeper, the screen: three or more a page).
const directories = new WeakMap<LocationDocument[], LocationDirectory>();

function toDirectory(documents: LocationDocument[]): LocationDirectory {
  let directory = directories.get(documents);
  if (!directory) {
    directory = buildLocationDirectory(documents);
    directories.set(documents, directory);
  }
  return directory;
}

/** The caller's locations, sorted and indexed. */
export function useLocationDirectory(options: { enabled?: boolean } = {}) {
  return useQuery({ ...callerLocationsQueryOptions(), select: toDirectory, enabled: options.enabled ?? true });
}

export type { LocationDirectory };
