import { type AdvertisementLocationInput, advertisementLocationKey, type LocationType } from "@ondine/domain";
import type { Database } from "../../db";
import type { ScopedLocation } from "../../scope/in-scope";
import type { Scope } from "../../scope/scope";
import { findLocationsInScope } from "../locations";

/** The locations named once each, in the order given (a location sent twice is shown once). */
export function distinctAdvertisementLocations(
  locations: readonly AdvertisementLocationInput[],
): { type: LocationType; id: number }[] {
  const seen = new Set<string>();
  const distinct: { type: LocationType; id: number }[] = [];
  for (const location of locations) {
    const key = advertisementLocationKey(location);
    if (seen.has(key)) continue;
    seen.add(key);
    distinct.push({ type: location.location_type, id: location.location_id });
  }
  return distinct;
}

/**
 * "advertisements cannot attach to unauthorized locations" (docs/product.md#announcements-validation): splits
 * the locations into those of the caller's scope (an organism only when
 * assigned as a whole) and the others, as `Type-id` keys. An unknown id and
 * another customer's read the same, so the answer tells nothing of either.
 */
export async function partitionAdvertisementLocations(
  db: Database,
  scope: Scope,
  locations: readonly { type: LocationType; id: number }[],
): Promise<{ inScope: ScopedLocation[]; unauthorized: string[] }> {
  const inScope = await findLocationsInScope(db, scope, locations);
  const found = new Set(inScope.map((location) => advertisementLocationKey(keyed(location))));
  const unauthorized = locations
    .map(keyed)
    .map(advertisementLocationKey)
    .filter((key) => !found.has(key));
  return { inScope, unauthorized };
}

const keyed = (location: { type: LocationType; id: number }) => ({
  location_type: location.type,
  location_id: location.id,
});
