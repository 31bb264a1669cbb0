import type { CurrentUser } from "@ondine/domain";
import type { LocationOption } from "../../components/filters/location-option";
import type { LocationDirectory } from "../../features/locations/location-directory";

/**
 * The locations the codes screens offer: the caller's directory (organisms
 * and sites, by name), else the locations assigned to the account.
 */
export function codesLocationOptions(directory: LocationDirectory | undefined, actor: CurrentUser): LocationOption[] {
  if (directory) {
    return directory.all.map((entry) => ({
      id: entry.id,
      type: entry.type,
      name: entry.name,
      organism_id: entry.organism_id,
      organism_name: entry.organism_name,
    }));
  }
  return actor.locations.map((location) => ({
    id: location.location_id,
    type: location.location_type,
    name: location.name,
  }));
}
