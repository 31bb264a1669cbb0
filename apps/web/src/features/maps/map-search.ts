/**
 * The map's address search: the equipment to highlight (`?equipment=aa:bb:cc:dd:ee:ff`),
 * so that a link from the access-point list lands on it. Written without zod or
 * the domain's barrel: the route tree is on the sign-in path (docs/performance.md).
 */
export interface MapSearch {
  /** A MAC address, lower case with colons as the equipment is stored. */
  equipment?: string;
}

const macPattern = /^[0-9a-f]{2}(:[0-9a-f]{2}){5}$/;

/** Keeps `equipment` when it reads as a MAC (any case, colons or dashes); anything else is dropped. */
export function validateMapSearch(search: Record<string, unknown>): MapSearch {
  const raw = search.equipment;
  if (typeof raw !== "string") return {};
  const mac = raw.trim().toLowerCase().replaceAll("-", ":");
  return macPattern.test(mac) ? { equipment: mac } : {};
}
