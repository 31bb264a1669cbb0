import { monitoredSiteState } from "@ondine/domain";
import { useParams } from "@tanstack/react-router";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { IotPage } from "../../features/iot/components/iot-page";
import { useLocationSelection } from "../../features/locations/use-location-selection";
import { ScreenLoader } from "../layout/screen-loader";

/** /network/status/iot/{filter?}: the selected hotel site's rooms and devices, its organism's sites to choose among. */
export function NetworkIotScreen() {
  const { data: user } = useCurrentUser();
  const { state, directory } = useLocationSelection(user?.id);
  const { filter } = useParams({ strict: false });
  if (!user || state.status === "requesting") return <ScreenLoader />;
  const location = state.status === "received" ? state.location : null;
  // IoT (docs/product.md#iot-screen): the picker offers the organism's sites in production (the selected site stays offered).
  const siteOptions = location
    ? (directory?.sitesByOrganism.get(location.organism.id) ?? []).filter(
        (site) => site.state === monitoredSiteState || site.id === location.site?.id,
      )
    : [];
  return (
    <IotPage
      site={location?.site ?? null}
      siteOptions={siteOptions}
      hasLocation={location !== null}
      filter={filter ?? ""}
    />
  );
}
