import { paths } from "@ondine/domain";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { type CodesListState, codesListHash, codesListStateFromHash } from "../../features/codes/codes-list-state";
import { CodesListPage } from "../../features/codes/components/codes-list-page";
import { useLocationDirectory } from "../../features/locations/api/find-caller-locations";
import { ScreenLoader } from "../layout/screen-loader";
import { codesLocationOptions } from "./codes-location-options";
import { useFirstOpenPrefilter } from "./use-first-open-prefilter";

/**
 * /codes/list: the dashboard's state lives in the address hash (docs/product.md#codes-screens).
 * On a first open without one, it starts pre-filtered by the selected
 * location and writes that into the hash.
 */
export function CodesListScreen() {
  const { data: actor } = useCurrentUser();
  const directory = useLocationDirectory();
  const { hash, pathname } = useLocation({
    select: (location) => ({ hash: location.hash, pathname: location.pathname }),
  });
  const navigate = useNavigate();
  const state = codesListStateFromHash(hash);
  // While leaving for another page this screen still renders once with the next address: only its own counts.
  const isFirstOpen = state === undefined && pathname === paths.codesList;

  const write = (next: CodesListState) =>
    void navigate({ to: paths.codesList, hash: codesListHash(next), replace: true, resetScroll: false });

  useFirstOpenPrefilter(actor?.id, isFirstOpen, hash, write);

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
