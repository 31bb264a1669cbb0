import { LocationSearch } from "../../features/locations/components/location-search";

/**
 * docs/product.md#locations-selection: the header's location search. The header reserves its place and
 * decides where it shows (`showsLocationSearch`); the locations feature fills it.
 */
export function LocationSearchSlot({ userId }: { userId: number }) {
  return <LocationSearch userId={userId} />;
}
