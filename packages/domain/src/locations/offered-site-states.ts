import type { LocationState } from "./location";

/**
 * Where a list of locations is offered. docs/product.md#codes: only sites in production are
 * offered for the selected location; the home map also shows sites in VSR;
 * the user location pickers (account forms) also offer sites in study.
 */
export type LocationOfferPurpose = "selection" | "homeMap" | "userPicker";

export const offeredSiteStates: Readonly<Record<LocationOfferPurpose, readonly LocationState[]>> = {
  selection: ["En production"],
  homeMap: ["En production", "VSR"],
  userPicker: ["En production", "Etude"],
};

export function isSiteOffered(state: LocationState | null, purpose: LocationOfferPurpose): boolean {
  return state !== null && offeredSiteStates[purpose].includes(state);
}

/** The states offered for any of these purposes: what one load must fetch to serve them all. */
export function siteStatesFor(purposes: readonly LocationOfferPurpose[]): LocationState[] {
  return [...new Set(purposes.flatMap((purpose) => offeredSiteStates[purpose]))];
}
