import { canReplaceFloorPlan, canUseTickets, monitoredSiteState } from "@ondine/domain";
import { useParams, useSearch } from "@tanstack/react-router";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { useLocationSelection } from "../../features/locations/use-location-selection";
import { MapsPage } from "../../features/maps/components/maps-page";
import { ScreenLoader } from "../layout/screen-loader";

/** /network/status/maps/{buildingId?}/{floorId?}: the selected site's live maps, or its organism's sites to choose from. */
export function NetworkMapsScreen() {
  const { data: user } = useCurrentUser();
  const { state, directory } = useLocationSelection(user?.id);
  const { buildingId, floorId } = useParams({ strict: false });
  const { equipment } = useSearch({ strict: false });
  if (!user || state.status === "requesting") return <ScreenLoader />;
  const location = state.status === "received" ? state.location : null;
  const organismSites =
    location && !location.site
      ? (directory?.sitesByOrganism.get(location.organism.id) ?? []).filter((site) => site.state === monitoredSiteState)
      : [];
  return (
    <MapsPage
      location={location}
      organismSites={organismSites}
      canReplacePlan={canReplaceFloorPlan(user)}
      canOpenTickets={canUseTickets(user)}
      buildingId={buildingId}
      floorId={floorId}
      equipmentMac={equipment}
    />
  );
}
