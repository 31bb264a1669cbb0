import type { LocationOption } from "../../components/filters/location-option";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { useLocationDirectory } from "../../features/locations/api/find-caller-locations";
import { codesLocationOptions } from "./codes-location-options";

/**
 * The locations an announcement may name (docs/product.md#announcements-validation): the caller's own,
 * from their directory, else the ones assigned to the account, the same
 * rule as the codes screens. Undefined until the caller is known; the
 * directory, when late, completes the options without holding the form.
 */
export function useAdvertisementLocationOptions(): readonly LocationOption[] | undefined {
  const { data: actor } = useCurrentUser();
  const directory = useLocationDirectory();
  return actor ? codesLocationOptions(directory.data, actor) : undefined;
}
