import type { LocationState } from "@ondine/domain";
import type { MappableSite } from "./map/map-points";

/** A site of the caller, as the home reads it. */
export interface HomeSite extends MappableSite {
  organism_id: number;
  organism_name: string;
  state: LocationState | null;
}

/**
 * The caller's locations as the home needs them; the locations feature's
 * directory is one (the route hands it over: features do not import each other).
 */
export interface HomeDirectory {
  organisms: readonly { id: number; name: string }[];
  sites: readonly HomeSite[];
  siteById: ReadonlyMap<number, HomeSite>;
  organismById: ReadonlyMap<number, { id: number; name: string }>;
  sitesByOrganism: ReadonlyMap<number, readonly HomeSite[]>;
}
