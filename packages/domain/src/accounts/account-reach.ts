import type { LocationType } from "../locations/location";
import type { Actor } from "./permissions";

/** One location an account is assigned. */
export interface AccountLocation {
  type: LocationType;
  id: number;
}

/** What the reach rule reads of an account. */
export interface ReachableAccount {
  id: number;
  admin: boolean;
  locations: readonly AccountLocation[];
}

/**
 * Whether an account exists at all for the actor (docs/security.md "Account
 * policies"), read from the actor's CURRENT rights and the account's
 * locations, never from who created it. An admin reaches every account;
 * anyone reaches their own. Otherwise only a non-admin account with at least
 * one location, every one of them inside the actor's scope (`inScope`): an
 * account with a location outside it belongs, at least partly, to a customer
 * the actor does not serve. Out of reach answers 404. The accounts list and
 * the search index read the same rule as SQL (`userVisibleTo` on the server).
 */
export function isAccountInReach(
  actor: Pick<Actor, "id" | "admin">,
  account: ReachableAccount,
  inScope: (location: AccountLocation) => boolean,
): boolean {
  if (actor.admin || actor.id === account.id) return true;
  if (account.admin) return false;
  return account.locations.length > 0 && account.locations.every(inScope);
}
