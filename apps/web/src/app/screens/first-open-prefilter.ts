import { type LocationSelectionState, resolveLocationSelection } from "@ondine/domain";
import type { QueryClient } from "@tanstack/react-query";
import { currentUserQueryOptions } from "../../features/auth/api/current-user-options";
import { type CodesListState, locationPrefilter } from "../../features/codes/codes-list-state";
import { callerLocationsQueryOptions } from "../../features/locations/api/caller-locations-options";
import { buildLocationDirectory } from "../../features/locations/location-directory";
import { rememberedLocation } from "../../features/locations/remembered-location";
import { validateRootSearch } from "../router/root-search";

/** The location a dashboard opened without a search starts filtered by. */
export type FirstOpenPrefilter = Pick<CodesListState, "organism" | "site">;

/**
 * docs/product.md#navigation-routing: the selected location's organism, or its site and organism;
 * none when nothing is selected (no location, or the caller's could not be read).
 */
export function firstOpenPrefilter(selection: LocationSelectionState): FirstOpenPrefilter {
  const selected = selection.status === "received" ? selection.location : null;
  return locationPrefilter({ location_organism: selected?.organism.id, location_site: selected?.site?.id });
}

/**
 * The same pre-filter for a route's loader, before any screen draws: the
 * selection the header makes of the address (useLocationSelection: the
 * address' location, else the remembered one, else the sole one), once the
 * caller's locations are in (asked for as the page started). Rejects when they
 * cannot be read: the screen shows that.
 */
export async function resolveFirstOpenPrefilter(
  queryClient: QueryClient,
  search: Record<string, unknown>,
): Promise<FirstOpenPrefilter> {
  const documents = await queryClient.ensureQueryData(callerLocationsQueryOptions());
  const userId = queryClient.getQueryData(currentUserQueryOptions().queryKey)?.id;
  const { location_site, location_organism } = validateRootSearch(search);
  const selection = resolveLocationSelection({
    requested: {
      ...(location_site !== undefined ? { location_site } : {}),
      ...(location_organism !== undefined ? { location_organism } : {}),
    },
    remembered: userId === undefined ? null : rememberedLocation(userId),
    locations: buildLocationDirectory(documents).all,
  });
  return firstOpenPrefilter(selection);
}
