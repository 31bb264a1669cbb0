import type { SelectedLocation } from "@ondine/domain";
import type { PickedLocation } from "../../components/filters/location-picker";
import type { DirectoryEntry, LocationDirectory } from "../../features/locations/location-directory";

export interface StatisticsLocationOptions {
  /** The selected site, else its organism; none before a location is selected. */
  location: PickedLocation | null;
  /** The organism (to whoever holds it, not to a manager of one hotel), then its sites. */
  locationOptions: PickedLocation[];
}

/**
 * The location a statistics screen works on and the ones it offers (the
 * reporting and casting screens): the selected location's organism and the
 * organism's sites that `offersSite` keeps (all by default).
 */
export function statisticsLocationOptions(
  selected: SelectedLocation | null,
  directory: LocationDirectory | undefined,
  offersSite: (site: DirectoryEntry) => boolean = () => true,
): StatisticsLocationOptions {
  const organism: PickedLocation | null = selected
    ? { type: "organism", id: selected.organism.id, name: selected.organism.name }
    : null;
  const sites = selected ? (directory?.sitesByOrganism.get(selected.organism.id) ?? []).filter(offersSite) : [];
  const siteOptions = sites.map((site): PickedLocation => ({ type: "site", id: site.id, name: site.name }));
  const location: PickedLocation | null = selected?.site
    ? { type: "site", id: selected.site.id, name: selected.site.name }
    : organism;
  const holdsOrganism = organism !== null && directory?.organismById.has(organism.id) === true;
  return { location, locationOptions: [...(holdsOrganism && organism ? [organism] : []), ...siteOptions] };
}
