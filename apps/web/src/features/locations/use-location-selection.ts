import {
  type LocationAddress,
  type LocationSelectionState,
  locationLookupError,
  resolveLocationSelection,
} from "@ondine/domain";
import { useSearch } from "@tanstack/react-router";
import { useMemo } from "react";
import { isApiError } from "../../api/api-error";
import { type LocationDirectory, useLocationDirectory } from "./api/find-caller-locations";
import { rememberedLocation } from "./remembered-location";

export interface LocationSelection {
  /** Location selection (docs/product.md#locations-selection): requesting, received, emptied with error. */
  state: LocationSelectionState;
  directory: LocationDirectory | undefined;
  /** What the address names now. */
  requested: LocationAddress;
}

/**
 * The selected location (docs/product.md#locations-selection, docs/product.md#locations-model): the one the address names among the
 * caller's locations, else the remembered one, else the default. Read by
 * the header, the screens that work on a location, and the address keeper.
 */
export function useLocationSelection(userId: number | undefined): LocationSelection {
  const search = useSearch({ strict: false });
  const directoryQuery = useLocationDirectory({ enabled: userId !== undefined });
  const { data: directory, error } = directoryQuery;
  const site = search.location_site;
  const organism = search.location_organism;

  const requested = useMemo<LocationAddress>(
    () => ({
      ...(site !== undefined ? { location_site: site } : {}),
      ...(organism !== undefined ? { location_organism: organism } : {}),
    }),
    [site, organism],
  );

  const state = useMemo<LocationSelectionState>(() => {
    if (!directory) {
      if (error)
        return { status: "emptied", error: locationLookupError(isApiError(error) ? error.code : "UNKNOWN_ERROR") };
      return { status: "requesting" };
    }
    return resolveLocationSelection({
      requested,
      remembered: userId === undefined ? null : rememberedLocation(userId),
      locations: directory.all,
    });
  }, [directory, error, requested, userId]);

  return { state, directory, requested };
}
