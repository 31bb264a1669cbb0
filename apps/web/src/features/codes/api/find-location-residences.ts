import { residenceOrganismKind } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { searchIndex } from "../../../api/search-proxy";

export interface ResidencesLocation {
  organism?: number;
  site?: number;
}

/** The locations index query: the selected site, or the organism's locations, that are residences. */
export function locationResidencesBody(location: ResidencesLocation): Record<string, unknown> {
  const filter: Record<string, unknown>[] = [{ term: { organism_kind: residenceOrganismKind } }];
  if (location.site !== undefined) filter.push({ term: { type: "Site" } }, { term: { id: location.site } });
  else if (location.organism !== undefined) filter.push({ term: { organism_id: location.organism } });
  return { size: 0, track_total_hits: 1, query: { bool: { filter } } };
}

/** Whether the selected location holds residences, the only places connection codes are given (docs/product.md#codes). */
export async function hasLocationResidences(location: ResidencesLocation, signal?: AbortSignal): Promise<boolean> {
  const response = await searchIndex("locations", locationResidencesBody(location), signal);
  return (response.hits.total?.value ?? 0) > 0;
}

export function locationResidencesQueryOptions(location: ResidencesLocation) {
  return queryOptions({
    queryKey: ["locations", "residences", location],
    queryFn: ({ signal }) => hasLocationResidences(location, signal),
  });
}

export function useLocationResidences(location: ResidencesLocation, options: { enabled: boolean }) {
  return useQuery({ ...locationResidencesQueryOptions(location), enabled: options.enabled });
}
