import { useEffect } from "react";
import { locationPrefilter } from "../../features/codes/codes-list-state";
import { useLocationSelection } from "../../features/locations/use-location-selection";

/**
 * docs/product.md#navigation-routing: a dashboard opened without a search in the address starts
 * pre-filtered by the selected location (the organism, or the site and its
 * organism) and writes that into the hash. It waits for the selection to be
 * known (the header's keeper may not have written it into the address yet);
 * the hash is a dependency because the keeper, writing the location at the
 * same moment, may take the new hash away again: then it is written again.
 */
export function useFirstOpenPrefilter(
  userId: number | undefined,
  isFirstOpen: boolean,
  hash: string,
  write: (prefilter: { organism?: number; site?: number }) => void,
): void {
  const selection = useLocationSelection(userId);
  const selected = selection.state.status === "received" ? selection.state.location : null;
  const isSelectionKnown = selection.state.status !== "requesting";
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a hash without a search triggers the pre-filter.
  useEffect(() => {
    if (isFirstOpen && isSelectionKnown) {
      const { organism, site } = locationPrefilter({
        location_organism: selected?.organism.id,
        location_site: selected?.site?.id,
      });
      write({ organism, site });
    }
  }, [isFirstOpen, isSelectionKnown, hash]);
}
