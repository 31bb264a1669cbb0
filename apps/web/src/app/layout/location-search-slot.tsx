/**
 * SPEC §2: the header's location search. It arrives with the locations
 * module; the header already reserves its place and decides where it shows
 * (`showsLocationSearch`), so that module only fills this component.
 */
export function LocationSearchSlot() {
  return null;
}
