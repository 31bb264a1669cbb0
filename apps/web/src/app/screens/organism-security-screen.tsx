import { useLocationDirectory } from "../../features/locations/api/find-caller-locations";
import { OrganismSecurityPage } from "../../features/organism-security";

/**
 * /administration/organism_security (admins, docs/security.md "Organism
 * security"): the page, on the organisms of the caller's directory (an
 * admin's holds every organism).
 */
export function OrganismSecurityScreen() {
  const directory = useLocationDirectory();
  const organisms = directory.data?.organisms.map((organism) => ({ id: organism.id, name: organism.name }));
  return <OrganismSecurityPage organisms={{ ...directory, data: organisms }} />;
}
