import { type LocationAddress, resolveLocationSelection } from "@ondine/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { currentUserQueryOptions, useCurrentUser } from "../../features/auth/api/get-current-user";
import { prefetchHomeReads } from "../../features/home/api/prefetch-home-reads";
import { HomePage } from "../../features/home/components/home-page";
import { homeScopeOf } from "../../features/home/home-scope";
import { callerLocationsQueryOptions } from "../../features/locations/api/caller-locations-options";
import { rememberedLocation, rememberLocation } from "../../features/locations/remembered-location";
import { useLocationSelection } from "../../features/locations/use-location-selection";
import { ScreenLoader } from "../layout/screen-loader";
import { validateRootSearch } from "../router/root-search";

/**
 * The route's loader (router/route-prefetches.ts): once the caller's locations are in (asked for
 * as the page starts), the statuses and counters of the location the home will show, chosen as
 * the page chooses it (useLocationSelection), within what the user's roles show. Started after
 * the locations rather than beside them, so that the server answers the locations, which the
 * first draw waits for, first.
 */
export function prefetchScreen(queryClient: QueryClient, search: Record<string, unknown>): void {
  // The route's guard has read the user.
  const user = queryClient.getQueryData(currentUserQueryOptions().queryKey);
  if (!user) return;
  const { location_site, location_organism } = validateRootSearch(search);
  const requested: LocationAddress = {
    ...(location_site !== undefined ? { location_site } : {}),
    ...(location_organism !== undefined ? { location_organism } : {}),
  };
  queryClient.ensureQueryData(callerLocationsQueryOptions()).then(
    (locations) => {
      const selection = resolveLocationSelection({ requested, remembered: rememberedLocation(user.id), locations });
      if (selection.status === "received") prefetchHomeReads(queryClient, user, homeScopeOf(selection.location));
    },
    // The frame shows the locations' failure and asks again (docs/product.md#errors).
    () => undefined,
  );
}

/** /: the home, composed of the user, the location selection and the home feature. */
export function HomeScreen() {
  const { data: user } = useCurrentUser();
  const { state, directory } = useLocationSelection(user?.id);
  const navigate = useNavigate();
  const userId = user?.id;

  const selectLocation = useCallback(
    (address: LocationAddress) => {
      if (userId !== undefined) rememberLocation(userId, address);
      void navigate({
        to: ".",
        search: (previous) => ({
          ...previous,
          location_site: address.location_site,
          location_organism: address.location_organism,
        }),
      });
    },
    [navigate, userId],
  );

  if (!user) return <ScreenLoader />;
  return <HomePage user={user} selection={state} directory={directory} onSelectLocation={selectLocation} />;
}
