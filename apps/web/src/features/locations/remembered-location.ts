import type { LocationAddress } from "@ondine/domain";

const storageKey = "ondine.location";

interface StoredLocation {
  userId: number;
  address: LocationAddress;
}

/**
 * docs/product.md#locations-selection: the selected location is added to an address that names none. It
 * is remembered for the tab's session, per user, so that an admin logged in
 * as someone else does not carry their own choice over.
 */
export function rememberedLocation(userId: number): LocationAddress | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(storageKey) ?? "null") as StoredLocation | null;
    return stored && stored.userId === userId ? stored.address : null;
  } catch {
    return null;
  }
}

export function rememberLocation(userId: number, address: LocationAddress | null): void {
  try {
    if (address === null) window.sessionStorage.removeItem(storageKey);
    else window.sessionStorage.setItem(storageKey, JSON.stringify({ userId, address } satisfies StoredLocation));
  } catch {
    // Storage refused (private mode, quota): the address alone keeps the choice.
  }
}
