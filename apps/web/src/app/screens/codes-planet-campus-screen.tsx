import { useSearch } from "@tanstack/react-router";
import { PlanetCampusPage } from "../../features/codes/components/planet-campus-page";

/** /codes/planetcampus: the residences of the selected location. */
export function CodesPlanetCampusScreen() {
  const search = useSearch({ from: "__root__" });
  const location = { organism: search.location_organism, site: search.location_site };
  return <PlanetCampusPage key={`${location.organism}-${location.site}`} location={location} />;
}
