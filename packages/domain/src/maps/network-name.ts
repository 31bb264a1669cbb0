/** docs/product.md#maps-screen: mesh backhaul networks, `mesh-` and 8 letters or digits, are not shown. */
const meshNetworkName = /^mesh-[A-Za-z0-9]{8}$/;

/** The network name a hover card shows, or null when there is none to show. */
export function visibleNetworkName(name: string | null | undefined): string | null {
  if (!name) return null;
  return meshNetworkName.test(name) ? null : name;
}
