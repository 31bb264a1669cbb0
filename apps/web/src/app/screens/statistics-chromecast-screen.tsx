import { monitoredSiteState, paths } from "@ondine/domain";
import { useNavigate } from "@tanstack/react-router";
import type { PickedLocation } from "../../components/filters/location-picker";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { useLocationSelection } from "../../features/locations/use-location-selection";
import { CastingPage } from "../../features/statistics-casting/components/casting-page";
import { ScreenLoader } from "../layout/screen-loader";

/** /statistics/chromecast: the selected location (the site, else the organism), its organism's hotels to choose among. */
export function StatisticsChromecastScreen() {
  const { data: user } = useCurrentUser();
  const { state, directory } = useLocationSelection(user?.id);
  const navigate = useNavigate();
  if (!user || state.status === "requesting") return <ScreenLoader />;
  const selected = state.status === "received" ? state.location : null;
  const organism: PickedLocation | null = selected
    ? { type: "organism", id: selected.organism.id, name: selected.organism.name }
    : null;
  const sites = selected
    ? (directory?.sitesByOrganism.get(selected.organism.id) ?? []).filter(
        (site) => site.state === monitoredSiteState || site.id === selected.site?.id,
      )
    : [];
  const siteOptions = sites.map((site): PickedLocation => ({ type: "site", id: site.id, name: site.name }));
  const location: PickedLocation | null = selected?.site
    ? { type: "site", id: selected.site.id, name: selected.site.name }
    : organism;
  // The organism is offered only to whoever holds it (not to a manager of one hotel).
  const holdsOrganism = organism !== null && directory?.organismById.has(organism.id) === true;

  return (
    <CastingPage
      location={location}
      locationOptions={[...(holdsOrganism && organism ? [organism] : []), ...siteOptions]}
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
