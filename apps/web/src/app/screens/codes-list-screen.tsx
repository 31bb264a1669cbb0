import { paths } from "@ondine/domain";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import {
  type CodesListState,
  codesListHash,
  codesListStateFromHash,
  locationPrefilter,
} from "../../features/codes/codes-list-state";
import { CodesListPage } from "../../features/codes/components/codes-list-page";
import { useLocationDirectory } from "../../features/locations/api/find-caller-locations";
import { useLocationSelection } from "../../features/locations/use-location-selection";
import { ScreenLoader } from "../layout/screen-loader";
import { codesLocationOptions } from "./codes-location-options";

/**
 * /codes/list: the dashboard's state lives in the address hash (SPEC §2).
 * On a first open without one, it starts pre-filtered by the selected
 * location and writes that into the hash.
 */
export function CodesListScreen() {
  const { data: actor } = useCurrentUser();
  const directory = useLocationDirectory();
  const { hash, pathname } = useLocation({
    select: (location) => ({ hash: location.hash, pathname: location.pathname }),
  });
  const selection = useLocationSelection(actor?.id);
  const navigate = useNavigate();
  const state = codesListStateFromHash(hash);
  // While leaving for another page this screen still renders once with the next address: only its own counts.
  const isFirstOpen = state === undefined && pathname === paths.codesList;

  const write = (next: CodesListState) =>
    void navigate({ to: paths.codesList, hash: codesListHash(next), replace: true, resetScroll: false });

  // Waits for the selection to be known (the header's keeper may not have written it into the address yet).
  const selected = selection.state.status === "received" ? selection.state.location : null;
  const isSelectionKnown = selection.state.status !== "requesting";
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a hash without state triggers the pre-filter.
  useEffect(() => {
    if (isFirstOpen && isSelectionKnown) {
      write(locationPrefilter({ location_organism: selected?.organism.id, location_site: selected?.site?.id }));
    }
  }, [isFirstOpen, isSelectionKnown]);

  if (!actor || !state) return <ScreenLoader />;
  return (
    <CodesListPage
      actor={actor}
      state={state}
      locations={codesLocationOptions(directory.data, actor)}
      onStateChange={write}
    />
  );
}
