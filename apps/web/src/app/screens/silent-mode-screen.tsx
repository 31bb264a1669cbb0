import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { useLocationDirectory } from "../../features/locations/api/find-caller-locations";
import { SilentModePanel } from "../../features/silent-mode";
import { ScreenLoader } from "../layout/screen-loader";
import { codesLocationOptions } from "./codes-location-options";

/**
 * /silent_mode (docs/alerts.md#silent-mode): the panel, on the caller's sites
 * (their directory, else the sites assigned to the account). It waits for
 * them, so the filter and the form do not open on a partial list.
 */
export function SilentModeScreen() {
  const { data: actor } = useCurrentUser();
  const directory = useLocationDirectory();
  if (!actor || directory.isPending) return <ScreenLoader />;
  const sites = codesLocationOptions(directory.data, actor).filter((location) => location.type === "Site");
  return <SilentModePanel sites={sites} />;
}
