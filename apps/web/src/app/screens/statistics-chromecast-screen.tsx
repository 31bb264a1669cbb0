import { monitoredSiteState, paths } from "@ondine/domain";
import { useNavigate } from "@tanstack/react-router";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { useLocationSelection } from "../../features/locations/use-location-selection";
import { CastingPage } from "../../features/statistics-casting/components/casting-page";
import { ScreenLoader } from "../layout/screen-loader";
import { statisticsLocationOptions } from "./statistics-location-options";

/** /statistics/chromecast: the selected location (the site, else the organism), its organism's hotels to choose among. */
export function StatisticsChromecastScreen() {
  const { data: user } = useCurrentUser();
  const { state, directory } = useLocationSelection(user?.id);
  const navigate = useNavigate();
  if (!user || state.status === "requesting") return <ScreenLoader />;
  const selected = state.status === "received" ? state.location : null;
  // The hotels in production, and the selected one whatever its state.
  const { location, locationOptions } = statisticsLocationOptions(
    selected,
    directory,
    (site) => site.state === monitoredSiteState || site.id === selected?.site?.id,
  );

  return (
    <CastingPage
      location={location}
      locationOptions={locationOptions}
      onLocationChange={(option) =>
        void navigate({
          to: paths.statisticsChromecast,
          search: (previous) => ({
            ...previous,
            location_site: option.type === "site" ? option.id : undefined,
            location_organism: selected?.organism.id,
          }),
        })
      }
    />
  );
}
