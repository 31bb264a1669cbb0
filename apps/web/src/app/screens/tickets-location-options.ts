import type { LocationOption } from "../../components/filters/location-option";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { useLocationDirectory } from "../../features/locations/api/find-caller-locations";
import { codesLocationOptions } from "./codes-location-options";

/**
 * The locations the ticket screens offer: the caller's directory (a
 * customer's own organisms and sites; the support desk's, every customer's),
 * else the locations assigned to the account when the directory fails.
 * Undefined until both are known, so a form does not open on a partial list.
 */
export function useTicketLocationOptions(): readonly LocationOption[] | undefined {
  const { data: actor } = useCurrentUser();
  const directory = useLocationDirectory();
  if (!actor || directory.isPending) return undefined;
  return codesLocationOptions(directory.data, actor);
}
