import { useEffect } from "react";
import { useLocationSelection } from "../../features/locations/use-location-selection";
import { type FirstOpenPrefilter, firstOpenPrefilter } from "./first-open-prefilter";

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
  write: (prefilter: FirstOpenPrefilter) => void,
): void {
  const selection = useLocationSelection(userId);
  const isSelectionKnown = selection.state.status !== "requesting";
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a hash without a search triggers the pre-filter.
  useEffect(() => {
    if (isFirstOpen && isSelectionKnown) write(firstOpenPrefilter(selection.state));
  }, [isFirstOpen, isSelectionKnown, hash]);
}
