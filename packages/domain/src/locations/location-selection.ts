import type { ErrorCode } from "../errors/error-codes";
import type { LocationType } from "./location";

/** docs/product.md#locations-selection: the selected location as the address keeps it (`location_site`, `location_organism`). */
export interface LocationAddress {
  location_site?: number;
  location_organism?: number;
}

export interface LocationRef {
  id: number;
  name: string;
}

/** Selected location (docs/product.md#locations-model): the organism, the site, and the one selected (the site, else the organism). */
export interface SelectedLocation {
  /** A site's organism, or the organism selected. */
  organism: LocationRef;
  site: LocationRef | null;
  selected: LocationRef & { type: LocationType };
}

/** What a selection is made from: the caller's organisms and sites. */
export interface SelectableLocation {
  id: number;
  type: LocationType;
  name: string;
  organism_id: number;
  organism_name: string;
}

/** docs/product.md#errors-behaviour: why the location lookup left the selection empty. */
export type LocationLookupError = "NO_RESULTS" | "INTERNAL_ERROR" | "UNKNOWN_ERROR";

/** "Location selection: requesting, received, emptied with error" (docs/product.md#locations-selection). */
export type LocationSelectionState =
  | { status: "requesting" }
  | { status: "received"; location: SelectedLocation | null }
  | { status: "emptied"; error: LocationLookupError };

/** docs/product.md#errors: a failed lookup is an internal error for a 500, an unknown error otherwise. */
export function locationLookupError(code: ErrorCode): LocationLookupError {
  return code === "INTERNAL_ERROR" ? "INTERNAL_ERROR" : "UNKNOWN_ERROR";
}

export function selectedLocationOf(location: SelectableLocation): SelectedLocation {
  const organism = { id: location.organism_id, name: location.organism_name };
  if (location.type === "Organism") {
    return { organism, site: null, selected: { id: location.id, name: location.name, type: "Organism" } };
  }
  const site = { id: location.id, name: location.name };
  return { organism, site, selected: { ...site, type: "Site" } };
}

/** docs/product.md#locations-selection: a site is kept with its organism; an organism alone. */
export function addressOf(location: SelectedLocation | null): LocationAddress {
  if (location === null) return {};
  if (location.site) return { location_site: location.site.id, location_organism: location.organism.id };
  return { location_organism: location.organism.id };
}

export function isSameAddress(a: LocationAddress, b: LocationAddress): boolean {
  return a.location_site === b.location_site && a.location_organism === b.location_organism;
}

interface SelectionInput {
  /** What the address asks for. */
  requested: LocationAddress;
  /** The last location chosen in this session, for an address that names none. */
  remembered: LocationAddress | null;
  locations: readonly SelectableLocation[];
}

function find(locations: readonly SelectableLocation[], address: LocationAddress): SelectableLocation | undefined {
  const site = locations.find((location) => location.type === "Site" && location.id === address.location_site);
  return (
    site ?? locations.find((location) => location.type === "Organism" && location.id === address.location_organism)
  );
}

function soleLocation(locations: readonly SelectableLocation[]): SelectableLocation | undefined {
  const organisms = locations.filter((location) => location.type === "Organism");
  if (organisms.length === 1) return organisms[0];
  // Someone holding a single site and no organism gets that site.
  if (organisms.length === 0 && locations.length === 1) return locations[0];
  return undefined;
}

/**
 * docs/product.md#locations-selection: the location the console works on. The address wins when
 * it names one of the caller's locations; else the one remembered from
 * earlier in the session; else, for someone with exactly one organism (or
 * one site and no organism), that one; else none. A location the caller
 * does not hold is dropped rather than shown. No location at all is
 * NO_RESULTS. (docs/product.md#errors)
 */
export function resolveLocationSelection({ requested, remembered, locations }: SelectionInput): LocationSelectionState {
  if (locations.length === 0) return { status: "emptied", error: "NO_RESULTS" };
  const chosen =
    find(locations, requested) ?? (remembered ? find(locations, remembered) : undefined) ?? soleLocation(locations);
  return { status: "received", location: chosen ? selectedLocationOf(chosen) : null };
}
